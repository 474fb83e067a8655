/*
 * Shaped as 6.1's: linkwatch_do_dev() runs dev_activate() / dev_deactivate()
 * only for a device that is up; netdev_run_todo() calls
 * linkwatch_forget_dev() after dropping the RTNL, for devices that
 * unregistering closed (rcu/data/unreached-calls).
 */
static void linkwatch_do_dev(struct net_device *dev)
{
	if (dev->flags & IFF_UP) {
		if (netif_carrier_ok(dev))
			dev_activate(dev);
		else
			dev_deactivate(dev);
	}
	netdev_state_change(dev);
}

static void __linkwatch_run_queue(struct net_device *dev)
{
	linkwatch_do_dev(dev);
}

static void linkwatch_event(struct work_struct *dummy)
{
	rtnl_lock();
	__linkwatch_run_queue(dummy->dev);
	rtnl_unlock();
}

static DECLARE_DELAYED_WORK(linkwatch_work, linkwatch_event);

void linkwatch_forget_dev(struct net_device *dev)
{
	linkwatch_do_dev(dev);
}
