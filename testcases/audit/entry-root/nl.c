/*
 * A generic netlink family with a .pre_doit (6.1 nl80211_pre_doit(),
 * which takes the RTNL for most commands): genl_family_rcv_msg_doit()
 * runs it before the command's .doit, so the .doit is not known to run
 * with nothing held; the evidence rule of a kernel-context entry judges
 * it (lower here: nothing held on the chain). Its .dumpit, which
 * netlink_dump() runs without the prologue, is still a system call's.
 */
static RADIX_TREE(iface_tree, GFP_KERNEL);

static int iface_get(int id)
{
	struct iface *ifc = radix_tree_lookup(&iface_tree, id);

	return ifc ? ifc->n : 0;
}

static int wl_pre_doit(const struct genl_split_ops *ops, struct sk_buff *skb,
		       struct genl_info *info)
{
	rtnl_lock();
	return 0;
}

static int wl_del_iface(struct sk_buff *skb, struct genl_info *info)
{
	return iface_get(info->id);
}

static int iface_count(int id)
{
	struct iface *ifc = radix_tree_lookup(&iface_tree, id + 1);

	return ifc ? ifc->n : 0;
}

static int wl_dump_iface(struct sk_buff *skb, struct netlink_callback *cb)
{
	return iface_count(cb->id);
}

static const struct genl_small_ops wl_ops[] = {
	{
		.cmd	= 1,
		.doit	= wl_del_iface,
		.dumpit	= wl_dump_iface,
	},
};

static struct genl_family wl_fam = {
	.name		= "wl",
	.pre_doit	= wl_pre_doit,
	.small_ops	= wl_ops,
};
