// SPDX-License-Identifier: GPL-2.0
/*
 * Unlinked and handed on, never freed here (a kfree() in this comment
 * and in a string is none): nothing of rcu_reclaim.cocci's to find.
 */
#include <linux/rculist.h>

struct node {
	struct list_head link;
};

void node_park(struct node *n, struct list_head *graveyard)
{
	list_del_rcu(&n->link);
	pr_debug("no kfree(n) here\n");
	list_add(&n->link, graveyard);
}
