/*
 * Callers of the helpers of include/addrconf.h: under rtnl_lock()
 * (ipv6_sock_ac_close()-like), quiet for the helpers that accept the RTNL
 * and reported for the one that asks for the reader alone; holding
 * nothing, reported.
 */
#include "../include/addrconf.h"

static void ac_close(struct net_device *dev, struct nexthop *nh)
{
	struct inet6_dev *idev = in6_dev_get_noref(dev);
	struct fib6_nh *f = nh_fib6_nh(nh);

	idev->cnf.forwarding = 0;
	f->fib_nh_flags = 0;
	idev = in6_dev_get_rcu_only(dev);
	idev->cnf.forwarding = 1;
}

SYSCALL_DEFINE1(ac_release, int, ifindex)
{
	rtnl_lock();
	ac_close(dev_of(ifindex), nh_of(ifindex));
	rtnl_unlock();
	return 0;
}

SYSCALL_DEFINE1(ac_peek, int, ifindex)
{
	struct inet6_dev *idev = in6_dev_get_noref(dev_of(ifindex));

	return idev->cnf.forwarding;
}
