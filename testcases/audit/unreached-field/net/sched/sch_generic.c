struct Qdisc *qdisc_create_dflt(struct Qdisc_ops *ops, struct taprio_sched *q)
{
	if (!ops->init || ops->init(q, NULL) == 0)
		return q;
	return NULL;
}

/* A default qdisc made with no lock held: dump_default() is a genl dump. */
static int dump_default(struct sk_buff *skb, struct netlink_callback *cb)
{
	return qdisc_create_dflt(cb->ops, cb->q) != NULL;
}

static const struct genl_ops dflt_ops[] = {
	{
		.cmd = 1,
		.dumpit = dump_default,
	},
};
