/*
 * The call's base is a member "ops" of a struct the function does not
 * declare (foo_get(id)->ops), and the tree has two structs with a member
 * "ops" of different types: its struct is unknown, the call is matched by
 * the field's name only, and the chain stays in the lower tier.
 */
#include "drv.h"

static int foo_run(struct foo_dev *dev)
{
	return rcu_dereference(dev->cfg)->mode;
}

static const struct foo_ops foo_dev_ops = {
	.run = foo_run,
};

SYSCALL_DEFINE1(foo_start, int, id)
{
	return foo_get(id)->ops->run(foo_get(id));
}
