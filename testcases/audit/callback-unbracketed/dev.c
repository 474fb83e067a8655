/*
 * Ops tables that only look bracketed. A table is bracketed (its
 * callbacks run inside its invoker's reader, a seq_file's ->start to
 * ->stop) when one callback ends a reader it did not enter and another
 * begins one it does not end, or one is annotated __releases(RCU).
 *
 * a_xmit() has lost its rcu_read_lock() (the bug): it ends a reader it
 * never entered, but no callback of a_ops begins one, so a_stats() is
 * still judged by its calls (default tier), and so is a_xmit().
 *
 * b_parse() leaves its reader on two paths: two rcu_read_unlock() calls
 * for one rcu_read_lock() in its text, balanced on every path. It ends
 * nothing of its invoker's, so b_reconf() is judged by its calls too.
 */
#include "dev.h"

static int a_xmit(struct net_device *dev)
{
	int mtu = rcu_dereference(dev->peer)->mtu;

	rcu_read_unlock();
	return mtu;
}

static int a_stats(struct net_device *dev)
{
	return rcu_dereference(dev->peer)->mtu;
}

static const struct dev_ops a_ops = {
	.xmit = a_xmit,
	.stats = a_stats,
};

static int b_parse(struct net_device *dev, int opt)
{
	rcu_read_lock();
	if (!rcu_dereference(dev->peer)) {
		rcu_read_unlock();
		return -1;
	}
	rcu_read_unlock();
	return opt;
}

static int b_reconf(struct net_device *dev)
{
	return rcu_dereference(dev->peer)->mtu;
}

static const struct dev_ops b_ops = {
	.parse = b_parse,
	.reconf = b_reconf,
};

SYSCALL_DEFINE1(dev_poke, int, id)
{
	struct net_device *dev = dev_find(id);

	dev->ops->xmit(dev);
	dev->ops->stats(dev);
	dev->ops->parse(dev, 1);
	return dev->ops->reconf(dev);
}
