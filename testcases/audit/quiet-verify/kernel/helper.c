// SPDX-License-Identifier: GPL-2.0
/* A helper whose caller holds the reader: the rule prints it (entry), not quiet. */
struct qv { int v; };
static struct qv __rcu *qv_cur;

int qv_helper(void)
{
	return rcu_dereference(qv_cur)->v;
}
