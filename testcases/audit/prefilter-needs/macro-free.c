// SPDX-License-Identifier: GPL-2.0
/* The free is a macro of the file: spatch may expand it, so the file is the rule's. */
#include <linux/rculist.h>
#include <linux/slab.h>

#define item_drop(x) kfree(x)

struct item {
	struct list_head node;
};

void item_remove(struct item *it)
{
	list_del_rcu(&it->node);
	item_drop(it);
}
