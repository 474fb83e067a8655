// SPDX-License-Identifier: GPL-2.0
/* rcu_dereference_bh() under a plain spin_lock(): no bh reader, not quiet. */
struct qv { int v; };
static struct qv __rcu *qv_cur;

int qv_bh_wrong(void)
{
	struct qv *it;

	spin_lock(&qv_lock);
	it = rcu_dereference_bh(qv_cur);
	spin_unlock(&qv_lock);
	return it != NULL;
}
