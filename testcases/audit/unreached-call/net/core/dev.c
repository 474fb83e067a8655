static DEFINE_MUTEX(rtnl_mutex);

void rtnl_lock(void)
{
	mutex_lock(&rtnl_mutex);
}

void __rtnl_unlock(void)
{
	mutex_unlock(&rtnl_mutex);
}

static void netdev_run_todo(struct net_device *dev)
{
	__rtnl_unlock();
	linkwatch_forget_dev(dev);
}

void rtnl_unlock(struct net_device *dev)
{
	netdev_run_todo(dev);
}

/*
 * A generic netlink dump that ends its RTNL section with rtnl_unlock(), the
 * lock taken by a helper, as 6.1 nl802154_dump_llsec_key() does.
 */
static int prepare_dump(struct netlink_callback *cb)
{
	rtnl_lock();
	if (!cb->args[0]) {
		rtnl_unlock(cb->dev);
		return -ENODEV;
	}
	return 0;
}

static void finish_dump(struct netlink_callback *cb)
{
	rtnl_unlock(cb->dev);
}

static int dump_keys(struct sk_buff *skb, struct netlink_callback *cb)
{
	int err = prepare_dump(cb);

	if (err)
		return err;
	finish_dump(cb);
	return skb->len;
}

static const struct genl_ops keys_ops[] = {
	{
		.cmd = 1,
		.dumpit = dump_keys,
	},
};

void dev_init(struct net_device *dev)
{
}
