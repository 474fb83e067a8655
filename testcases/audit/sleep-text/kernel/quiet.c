// SPDX-License-Identifier: GPL-2.0
/* Every access inside its reader: rcu_dereference.cocci and rcu_list.cocci print nothing (audit/quiet.c). */
#include <linux/flow.h>

struct qt_item {
	struct list_head node;
	int v;
};

static LIST_HEAD(qt_list);
static struct qt_item __rcu *qt_cur;

int qt_sum(void)
{
	struct qt_item *it;
	int sum = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(it, &qt_list, node)
		sum += it->v;
	it = rcu_dereference(qt_cur);
	if (it)
		sum += it->v;
	rcu_read_unlock();
	return sum;
}

int qt_bh(void)
{
	struct qt_item *it;

	rcu_read_lock_bh();
	it = rcu_dereference_bh(qt_cur);
	rcu_read_unlock_bh();
	return it != NULL;
}
