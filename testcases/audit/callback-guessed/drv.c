/*
 * A callback called through a member whose struct the index cannot see
 * (dev->ops->run()): the call is matched by the field's name only, so
 * the chain from the system call is a guess: the lower tier, said so.
 */
static int foo_run(struct foo_dev *dev)
{
	return rcu_dereference(dev->cfg)->mode;
}

static const struct foo_ops foo_dev_ops = {
	.run = foo_run,
};

static int foo_start(struct foo_dev *dev)
{
	return dev->ops->run(dev);
}

SYSCALL_DEFINE1(foo_start, int, id)
{
	return foo_start(foo_find(id));
}
