SYSCALL_DEFINE1(count_devs_rcu, struct net *, net)
{
	struct net_device *dev;
	int n = 0;

	rcu_read_lock();
	for_each_netdev_rcu(net, dev) {
		n++;
	}
	rcu_read_unlock();
	return n;
}

SYSCALL_DEFINE1(count_devs_racy, struct net *, net)
{
	struct net_device *dev;
	int n = 0;

	for_each_netdev_rcu(net, dev) {
		n++;
	}
	return n;
}

/* rtnl_dereference() under the RTNL: quiet; without it: reported. */
SYSCALL_DEFINE1(dev_cfg_rtnl, struct net_device *, dev)
{
	int v;

	rtnl_lock();
	v = rtnl_dereference(dev->cfg)->val;
	rtnl_unlock();
	return v;
}

SYSCALL_DEFINE1(dev_cfg_racy, struct net_device *, dev)
{
	return rtnl_dereference(dev->cfg)->val;
}
