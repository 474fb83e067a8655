// SPDX-License-Identifier: GPL-2.0
/* Used after the unlock, and a result stored into a field inside a reader: not proved. */
struct qv { int v; };
static struct qv __rcu *qv_cur;

int qv_use_after(void)
{
	struct qv *it;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	rcu_read_unlock();
	return it->v;
}
