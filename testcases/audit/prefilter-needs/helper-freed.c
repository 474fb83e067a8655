// SPDX-License-Identifier: GPL-2.0
/* Unlinked, then freed by a helper of the file: kfree() is in another function. */
#include <linux/rculist.h>
#include <linux/slab.h>

struct entry {
	struct list_head node;
	int key;
};

static void entry_free(struct entry *e)
{
	kfree(e);
}

void entry_remove(struct entry *e)
{
	list_del_rcu(&e->node);
	entry_free(e);
}
