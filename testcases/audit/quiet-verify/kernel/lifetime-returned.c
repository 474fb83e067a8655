// SPDX-License-Identifier: GPL-2.0
/* The fetched pointer returned after the unlock (the rule's ua_ret): not proved. */
struct qv { int v; };
static struct qv __rcu *qv_cur;

struct qv *qv_fetch(void)
{
	struct qv *it;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	rcu_read_unlock();
	return it;
}
