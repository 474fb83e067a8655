/**
 * dev_get_by_index_rcu - find a device by its ifindex
 * The caller must hold RCU lock.
 */
struct net_device *dev_get_by_index_rcu(struct net *net, int ifindex)
{
	struct net_device *dev;

	hlist_for_each_entry_rcu(dev, &net->dev_index_head, index_hlist)
		if (dev->ifindex == ifindex)
			return dev;
	return NULL;
}

/**
 * dev_first_rcu - the first device
 * The caller must hold RCU lock.
 */
struct net_device *dev_first_rcu(struct net *net)
{
	struct net_device *dev = rcu_dereference(net->first);

	return dev;
}

/*
 * A contract comment over a list walk: dev_get_by_index_rcu() says "The
 * caller must hold RCU lock" and walks with hlist_for_each_entry_rcu(),
 * whose lockdep check is rcu_read_lock_any_held(): a bh reader meets it
 * (6.1's cpumap kthread calls xdp_do_redirect() under rcu_read_lock_bh()).
 * The same comment over a plain rcu_dereference() wants rcu_read_lock().
 */
