// SPDX-License-Identifier: GPL-2.0
/* Every access inside a reader of its flavor: proved quiet for both rules. */
struct qv { struct list_head node; int v; };
static LIST_HEAD(qv_list);
static struct qv __rcu *qv_cur;

int qv_inside(int n)
{
	struct qv *it;
	int sum = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(it, &qv_list, node) {
		if (it->v == n)
			break;
		sum += it->v;
	}
	it = rcu_dereference(qv_cur);
	rcu_read_unlock();
	spin_lock_bh(&qv_lock);
	it = rcu_dereference_bh(qv_cur);
	spin_unlock_bh(&qv_lock);
	preempt_disable();
	it = rcu_dereference_sched(qv_cur);
	preempt_enable();
	return sum;
}
