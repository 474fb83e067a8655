/*
 * The reader a function took under a test and ended under the same test
 * is not "held instead" at a call after the end (6.1 ip6_mc_input():
 * "if (sdif) { rcu_read_lock(); ... if (!dev) { rcu_read_unlock();
 * return -ENODEV; } } ... if (sdif) rcu_read_unlock(); ...
 * ip6_mr_input(skb2);"): the call-site rule says the reader ended at the
 * unlock, and a count of the text's locks must not call it held. As a
 * "held instead", the reader itself made the chain the default tier
 * (the mistake of a lock in the reader's place) although mc_input() is
 * reached only through a pointer whose invoker is not in the tree: the
 * lower tier. mc_sys_input() calls dev_get_by_name_rcu() after its own
 * rcu_read_unlock(), from a system call holding nothing: default.
 */
struct sk_buff {
	struct net *net;
	int iif;
};

static int mr_input(struct sk_buff *skb)
{
	struct net_device *dev = dev_get_by_index_rcu(skb->net, skb->iif);

	return dev != NULL;
}

static int mc_input(struct sk_buff *skb, int sdif)
{
	struct net_device *dev;
	bool deliver;

	if (sdif) {
		rcu_read_lock();
		dev = dev_get_by_index_rcu(skb->net, sdif);
		if (!dev) {
			rcu_read_unlock();
			return -1;
		}
	} else {
		dev = NULL;
	}
	deliver = dev != NULL;
	if (sdif)
		rcu_read_unlock();

	if (skb->iif) {
		if (deliver)
			mr_input(skb);
	}
	return 0;
}

struct dst_ops {
	int (*input)(struct sk_buff *skb, int sdif);
};

static const struct dst_ops mc_ops = {
	.input = mc_input,
};

static int mc_sys_input(struct sk_buff *skb)
{
	rcu_read_lock();
	skb->iif = dev_get_by_index_rcu(skb->net, 1) != NULL;
	rcu_read_unlock();
	return dev_get_by_name_rcu(skb->net, "lo") != NULL;
}

SYSCALL_DEFINE1(mc_sys, int, id)
{
	return mc_sys_input(skb_find(id));
}
