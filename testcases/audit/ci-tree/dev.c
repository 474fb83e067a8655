static int dev_ops_id(struct foo_dev *dev)
{
	return rcu_dereference(dev->ops)->id;
}

SYSCALL_DEFINE1(dev_query, int, fd)
{
	struct foo_dev *dev = foo_dev_get(fd);

	mutex_lock(&dev->lock);
	fd = dev_ops_id(dev);
	mutex_unlock(&dev->lock);
	return fd;
}
