/*
 * A callee that calls through its own function pointer named like a
 * tree's function (6.1 drivers/net/bonding/bond_main.c
 * bond_check_dev_link(): int (*ioctl)(...) = slave_ops->ndo_eth_ioctl):
 * the call is no call of the system call ioctl(), so its caller's reader
 * is not reported for the system call's sleep; a parameter pointer the
 * same; a callee that calls the function itself is reported.
 */
struct net_device_ops {
	int (*eth_ioctl)(struct net_device *dev, int cmd);
};

struct net_device {
	const struct net_device_ops *ops;
};

static int check_link(struct net_device *dev)
{
	int (*ioctl)(struct net_device *, int);

	ioctl = dev->ops->eth_ioctl;
	if (ioctl)
		return ioctl(dev, 1);
	return 0;
}

static int call_hook(struct net_device *dev, int (*ioctl)(struct net_device *, int))
{
	return ioctl(dev, 2);
}

static int real_ioctl(struct net_device *dev)
{
	return ioctl(0, 1, 2);
}

void monitor(struct net_device *dev)
{
	rcu_read_lock();
	check_link(dev);
	rcu_read_unlock();
}

void monitor_hook(struct net_device *dev)
{
	rcu_read_lock();
	call_hook(dev, dev->ops->eth_ioctl);
	rcu_read_unlock();
}

void monitor_real(struct net_device *dev)
{
	rcu_read_lock();
	real_ioctl(dev);
	rcu_read_unlock();
}
