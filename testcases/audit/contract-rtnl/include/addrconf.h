/*
 * 6.1 include/net/addrconf.h __in6_dev_get() and include/net/nexthop.h
 * nexthop_fib6_nh(): the comment asks for the reader or the RTNL, spelled
 * "RTNL" rather than as the lock's class (rtnl_mutex). A caller under
 * rtnl_lock() is protected; a caller holding neither is not. A comment
 * that names the reader alone is not met by the RTNL.
 */

/**
 * in6_dev_get_noref - get inet6_dev pointer from netdevice
 * @dev: network device
 *
 * Caller must hold rcu_read_lock or RTNL, because this function
 * does not take a reference on the inet6_dev.
 */
static inline struct inet6_dev *in6_dev_get_noref(const struct net_device *dev)
{
	return rcu_dereference(dev->ip6_ptr);
}

/* Caller should either hold rcu_read_lock(), or RTNL. */
static inline struct fib6_nh *nh_fib6_nh(struct nexthop *nh)
{
	return rcu_dereference(nh->nh_info)->fib6_nh;
}

/* Caller must hold rcu_read_lock. */
static inline struct inet6_dev *in6_dev_get_rcu_only(const struct net_device *dev)
{
	return rcu_dereference(dev->ip6_ptr);
}
