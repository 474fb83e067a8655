/*
 * 6.1 net/core/dev.c netdev_upper_get_next_dev_rcu(): "the caller must
 * hold RCU read lock", but its own check accepts the RTNL too:
 * WARN_ON_ONCE(!rcu_read_lock_held() && !lockdep_rtnl_is_held()). A
 * caller under rtnl_lock() (dev_xdp_attach() from bpf()) is protected:
 * quiet. The same walk without that check, from the same caller, is
 * reported.
 */
struct net_device *upper_next_rcu(struct net_device *dev, struct list_head **iter)
{
	struct netdev_adjacent *upper;

	WARN_ON_ONCE(!rcu_read_lock_held() && !lockdep_rtnl_is_held());

	upper = list_entry_rcu((*iter)->next, struct netdev_adjacent, list);
	if (&upper->list == &dev->adj_list.upper)
		return NULL;
	*iter = &upper->list;
	return upper->dev;
}

struct net_device *lower_next_rcu(struct net_device *dev, struct list_head **iter)
{
	struct netdev_adjacent *lower;

	lower = list_entry_rcu((*iter)->next, struct netdev_adjacent, list);
	if (&lower->list == &dev->adj_list.lower)
		return NULL;
	*iter = &lower->list;
	return lower->dev;
}

static int xdp_attach(struct net_device *dev)
{
	struct list_head *iter = &dev->adj_list.upper;

	while (upper_next_rcu(dev, &iter))
		;
	iter = &dev->adj_list.lower;
	while (lower_next_rcu(dev, &iter))
		;
	return 0;
}

SYSCALL_DEFINE1(xdp_link, int, ifindex)
{
	int err;

	rtnl_lock();
	err = xdp_attach(dev_of(ifindex));
	rtnl_unlock();
	return err;
}
