/*
 * An exported receive path that takes a spinlock on the way to an
 * rcu_dereference() (what the default tier takes as the seed's mistake),
 * but every caller in the tree enters it under rcu_read_lock(), as
 * ieee80211_rx_list()'s callers do: its contract is "call under RCU".
 * Lower tier only. A second exported function, with one unprotected caller
 * in the tree, is still reported through that caller.
 */
static DEFINE_SPINLOCK(rx_lock);

static int rx_handle(struct rxdev *dev)
{
	struct rxconf *conf = rcu_dereference(dev->conf);

	return conf ? conf->mode : 0;
}

int rx_list(struct rxdev *dev)
{
	int ret;

	spin_lock(&rx_lock);
	ret = rx_handle(dev);
	spin_unlock(&rx_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(rx_list);

static void rx_poll(struct rxdev *dev)
{
	rcu_read_lock();
	rx_list(dev);
	rcu_read_unlock();
}

static void rx_tasklet(struct rxdev *dev)
{
	rcu_read_lock();
	rx_list(dev);
	rcu_read_unlock();
}

static int tx_status(struct rxdev *dev)
{
	struct rxconf *conf = rcu_dereference(dev->tx_conf);

	return conf ? conf->mode : 0;
}

int tx_report(struct rxdev *dev)
{
	int ret;

	spin_lock(&rx_lock);
	ret = tx_status(dev);
	spin_unlock(&rx_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(tx_report);

static void tx_poll(struct rxdev *dev)
{
	rcu_read_lock();
	tx_report(dev);
	rcu_read_unlock();
}

SYSCALL_DEFINE1(tx_query, int, fd)
{
	return tx_report(rxdev_of(fd));
}

static const struct rxops ops = { .poll = rx_poll, .tasklet = rx_tasklet, .tx = tx_poll };
