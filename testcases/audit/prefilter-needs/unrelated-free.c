// SPDX-License-Identifier: GPL-2.0
/*
 * An unlink and a free in two functions, neither calling the other: no
 * path of one function runs from the unlink to the free.
 */
#include <linux/rculist.h>
#include <linux/slab.h>

struct rec {
	struct list_head node;
};

void rec_unlink(struct rec *r)
{
	list_del_rcu(&r->node);
}

void rec_destroy(struct rec *r)
{
	kfree(r);
}
