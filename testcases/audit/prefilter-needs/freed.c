// SPDX-License-Identifier: GPL-2.0
/* Unlinked, then freed at once: the rule's fact. */
#include <linux/rculist.h>
#include <linux/slab.h>

struct item {
	struct list_head node;
	int key;
};

void item_remove(struct item *it)
{
	list_del_rcu(&it->node);
	kfree(it);
}
