/*
 * 6.12's mac80211 receive path, reduced: mac80211's exported
 * ieee80211_rx_list() is called, without a reader of its own, by mt76's
 * exported mt76_rx_complete(), whose only in-tree callers hold
 * rcu_read_lock() (the poll loops). The outer exported function is
 * covered by every caller in the tree, so it does not reach the inner
 * one: both are exported-covered, lower tier. The same nesting where
 * the outer function's worker holds nothing is still reported.
 */
struct conf { int mode; };
struct rxdev { spinlock_t lock; struct conf __rcu *conf, *tx_conf; struct work_struct rx_work, tx_work; };

static int rx_handle(struct rxdev *dev)
{
	return rcu_dereference(dev->conf)->mode;
}

int stack_rx_list(struct rxdev *dev)
{
	int ret;

	spin_lock(&dev->lock);
	ret = rx_handle(dev);
	spin_unlock(&dev->lock);
	return ret;
}
EXPORT_SYMBOL(stack_rx_list);

/* The driver's exported completion: no reader, its callers have it. */
void drv_rx_complete(struct rxdev *dev)
{
	stack_rx_list(dev);
}
EXPORT_SYMBOL_GPL(drv_rx_complete);

static void drv_rx_poll(struct work_struct *w)
{
	struct rxdev *dev = container_of(w, struct rxdev, rx_work);

	rcu_read_lock();
	drv_rx_complete(dev);
	rcu_read_unlock();
}

/* The same nesting, but the worker above holds nothing: reported. */
static int tx_handle(struct rxdev *dev)
{
	return rcu_dereference(dev->tx_conf)->mode;
}

int stack_tx_list(struct rxdev *dev)
{
	int ret;

	spin_lock(&dev->lock);
	ret = tx_handle(dev);
	spin_unlock(&dev->lock);
	return ret;
}
EXPORT_SYMBOL(stack_tx_list);

void drv_tx_complete(struct rxdev *dev)
{
	stack_tx_list(dev);
}
EXPORT_SYMBOL_GPL(drv_tx_complete);

static void drv_tx_poll(struct work_struct *w)
{
	drv_tx_complete(container_of(w, struct rxdev, tx_work));
}

void drv_init(struct rxdev *dev)
{
	INIT_WORK(&dev->rx_work, drv_rx_poll);
	INIT_WORK(&dev->tx_work, drv_tx_poll);
}
