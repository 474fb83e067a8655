// SPDX-License-Identifier: GPL-2.0
/* srcu_dereference(), and list_for_each_entry_srcu() whose condition names a lock not held (the rule prints it whatever the paths): the proof leaves them to spatch. */
struct qv { struct list_head node; int v; };
static struct qv __rcu *qv_cur;
static LIST_HEAD(qv_list);
DEFINE_STATIC_SRCU(qv_srcu);

int qv_srcu_read(void)
{
	struct qv *it;
	int idx = srcu_read_lock(&qv_srcu), v = 0;

	it = srcu_dereference(qv_cur, &qv_srcu);
	list_for_each_entry_srcu(it, &qv_list, node, lockdep_is_held(&qv_mutex))
		v += it->v;
	srcu_read_unlock(&qv_srcu, idx);
	return v;
}
