/*
 * A callback called through a member whose declared type the tree's
 * headers give (struct foo_dev { const struct foo_ops *ops; }): the call
 * dev->ops->run() is foo_ops's ->run, the store's struct, so the chain
 * from the system call is exact: the default tier. bar_run() is stored
 * into a bar_ops, whose ->run nobody calls: dev->ops->run() is not its
 * call (it stays reached only through a function pointer, lower tier).
 */
#include "drv.h"

static int foo_run(struct foo_dev *dev)
{
	return rcu_dereference(dev->cfg)->mode;
}

static int bar_run(struct foo_dev *dev)
{
	return rcu_dereference(dev->cfg)->mode + 1;
}

static const struct foo_ops foo_dev_ops = {
	.run = foo_run,
};

static const struct bar_ops bar_dev_ops = {
	.run = bar_run,
};

static int foo_start(struct foo_dev *dev)
{
	return dev->ops->run(dev);
}

SYSCALL_DEFINE1(foo_start, int, id)
{
	return foo_start(foo_find(id));
}
