// SPDX-License-Identifier: GPL-2.0
/* A fetch after the unlock: not quiet (the rule prints it). */
struct qv { int v; };
static struct qv __rcu *qv_cur;

int qv_after(void)
{
	struct qv *it;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	rcu_read_unlock();
	it = rcu_dereference(qv_cur);
	return it->v;
}
