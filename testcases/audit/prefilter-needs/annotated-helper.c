// SPDX-License-Identifier: GPL-2.0
/* The helper that frees has an annotation after its parameters: still its name. */
#include <linux/rculist.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

struct obj {
	struct list_head node;
};

static DEFINE_SPINLOCK(obj_lock);

static void obj_put(struct obj *o) __must_hold(&obj_lock)
{
	kfree(o);
}

void obj_remove(struct obj *o)
{
	spin_lock(&obj_lock);
	list_del_rcu(&o->node);
	obj_put(o);
	spin_unlock(&obj_lock);
}
