/*
 * Callback fields whose invoker holds nothing (rcu/data/entry-registrations,
 * STRUCT.FIELD rows): a generic netlink command's .doit (6.1 taskstats'
 * taskstats_user_cmd(), whose fill_stats_for_tgid() lost its reader
 * around find_task_by_vpid()), a socket call's .sendmsg of struct proto
 * (6.1 __fl6_sock_lookup() under udpv6_sendmsg()). The same field of
 * another struct stays a callback, lower.
 */
static RADIX_TREE(stats_tree, GFP_KERNEL);

static int fill_stats(int id)
{
	struct stats *st = radix_tree_lookup(&stats_tree, id);

	return st ? st->n : 0;
}

static int stats_user_cmd(struct sk_buff *skb, struct genl_info *info)
{
	return fill_stats(info->id);
}

static int stats_dump(struct sk_buff *skb, struct netlink_callback *cb)
{
	int n;

	rcu_read_lock();
	n = fill_stats(cb->id);
	rcu_read_unlock();
	return n;
}

static const struct genl_ops stats_ops[] = {
	{
		.cmd	= 1,
		.doit	= stats_user_cmd,
		.dumpit	= stats_dump,
	},
};

static struct flowlabel *sock_fl_lookup(struct sock *sk, int label)
{
	struct flowlabel *fl = rcu_dereference_bh(sk->fl_list);

	return fl && fl->label == label ? fl : NULL;
}

static int fl_sendmsg(struct sock *sk, struct msghdr *msg, size_t len)
{
	return sock_fl_lookup(sk, msg->label) ? 0 : -ENOENT;
}

struct proto fl_prot = {
	.name		= "FL",
	.sendmsg	= fl_sendmsg,
};

/* negative of the class: .doit of a struct no row names */
static int rdma_get(int id)
{
	struct stats *st = radix_tree_lookup(&stats_tree, id + 1);

	return st ? st->n : 0;
}

static int rdma_doit(struct sk_buff *skb, struct nlmsghdr *nlh)
{
	return rdma_get(nlh->id);
}

static const struct rdma_nl_cbs rdma_cbs[] = {
	[1] = { .doit = rdma_doit },
};
