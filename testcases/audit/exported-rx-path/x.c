struct obj { int v; };
struct dev { spinlock_t rx_lock; struct obj __rcu *obj; };

/*
 * 6.12's mt76_rx_poll_complete() shape, reduced: an exported function
 * documented to run under the reader, whose in-tree caller does not take
 * it itself but is only called from a poll loop that does.
 */
void dev_rx_complete(struct dev *d)
{
	spin_lock(&d->rx_lock);
	d->n += rcu_dereference(d->obj)->v;
	spin_unlock(&d->rx_lock);
}
EXPORT_SYMBOL(dev_rx_complete);

static void dev_rx_queue(struct dev *d)
{
	dev_rx_complete(d);
}

/* The poll loop: the reader around the whole receive path. */
static void dev_rx_worker(struct work_struct *w)
{
	struct dev *d = container_of(w, struct dev, work);

	rcu_read_lock();
	dev_rx_queue(d);
	rcu_read_unlock();
}

/* The same with a worker that holds nothing: reported. */
void dev_tx_complete(struct dev *d)
{
	spin_lock(&d->rx_lock);
	d->n += rcu_dereference(d->obj)->v;
	spin_unlock(&d->rx_lock);
}
EXPORT_SYMBOL(dev_tx_complete);

static void dev_tx_queue(struct dev *d)
{
	dev_tx_complete(d);
}

static void dev_tx_worker(struct work_struct *w)
{
	dev_tx_queue(container_of(w, struct dev, work));
}

void dev_init(struct dev *d)
{
	INIT_WORK(&d->work, dev_rx_worker);
	INIT_WORK(&d->work2, dev_tx_worker);
}
