// SPDX-License-Identifier: GPL-2.0
/*
 * Passed inside the reader only as part of an expression (it->v + 1),
 * which no shape of the rule's ref is, then used after the unlock: not
 * proved.
 */
struct qv { int v; };
static struct qv __rcu *qv_cur;

int qv_ref_expr(void)
{
	struct qv *it;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	qv_show(0, it->v + 1);
	rcu_read_unlock();
	return it->v;
}
