// SPDX-License-Identifier: GPL-2.0
/* The pointer a fetch assigns is used inside the reader only: rcu_pointer_lifetime.cocci is proved quiet. */
struct qv { int v; };
static struct qv __rcu *qv_cur;

int qv_lifetime(void)
{
	struct qv *it;
	int v = 0;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	if (it)
		v = it->v;
	rcu_read_unlock();
	return v;
}
