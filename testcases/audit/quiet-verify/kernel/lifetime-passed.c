// SPDX-License-Identifier: GPL-2.0
/* The fetched pointer passed to a call after the unlock (the rule's ua, g(es1, x, ...)): not proved. */
struct qv { int v; };
static struct qv __rcu *qv_cur;

void qv_pass(void)
{
	struct qv *it;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	rcu_read_unlock();
	qv_show(0, it);
}
