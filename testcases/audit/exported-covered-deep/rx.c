/*
 * mt76's shape (6.1 drivers/net/wireless/mediatek/mt76): the exported
 * mt76_rx_poll_complete() takes the rx spinlock on the way to mac80211's
 * rcu_dereference()s; its USB caller calls it under local_bh_disable()
 * only, but that caller's own caller, the rx worker, holds
 * rcu_read_lock() around it. Every chain of callers in the tree protects
 * it, two levels up: exported-covered, lower tier. A second exported
 * function with the same shape but one caller chain that reaches a
 * system call unprotected is still reported.
 */
static DEFINE_SPINLOCK(rx_lock);

static int rx_handle(struct rxdev *dev)
{
	struct rxconf *conf = rcu_dereference(dev->conf);

	return conf ? conf->mode : 0;
}

int rx_poll_complete(struct rxdev *dev)
{
	int ret;

	spin_lock(&rx_lock);
	ret = rx_handle(dev);
	spin_unlock(&rx_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(rx_poll_complete);

static void usb_process_rx_queue(struct rxdev *dev)
{
	local_bh_disable();
	rx_poll_complete(dev);
	local_bh_enable();
}

static void usb_rx_worker(struct rxdev *dev)
{
	rcu_read_lock();
	usb_process_rx_queue(dev);
	rcu_read_unlock();
}

static int tx_status(struct rxdev *dev)
{
	struct rxconf *conf = rcu_dereference(dev->tx_conf);

	return conf ? conf->mode : 0;
}

int tx_complete(struct rxdev *dev)
{
	int ret;

	spin_lock(&rx_lock);
	ret = tx_status(dev);
	spin_unlock(&rx_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(tx_complete);

static void usb_process_tx_queue(struct rxdev *dev)
{
	local_bh_disable();
	tx_complete(dev);
	local_bh_enable();
}

static void usb_tx_worker(struct rxdev *dev)
{
	rcu_read_lock();
	usb_process_tx_queue(dev);
	rcu_read_unlock();
}

SYSCALL_DEFINE1(tx_flush, int, fd)
{
	usb_process_tx_queue(rxdev_of(fd));
	return 0;
}

static const struct rxops ops = { .rx = usb_rx_worker, .tx = usb_tx_worker };
