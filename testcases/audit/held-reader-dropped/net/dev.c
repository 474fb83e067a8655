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
 * dev_get_by_name_rcu - find a device by its name
 * The caller must hold RCU lock.
 */
struct net_device *dev_get_by_name_rcu(struct net *net, const char *name)
{
	struct net_device *dev;

	hlist_for_each_entry_rcu(dev, &net->dev_name_head, name_hlist)
		if (!strcmp(dev->name, name))
			return dev;
	return NULL;
}
