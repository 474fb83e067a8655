struct sa { int v; };
struct port { struct sa __rcu *sa; struct mutex lock; };
struct net_device { void __rcu *rx_handler_data; };

/*
 * 6.12 macsec_handle_frame(): an rx_handler, registered by
 * netdev_rx_handler_register(); __netif_receive_skb_core() runs it in
 * softirq, where rcu_read_lock_bh_held() is true, so its
 * rcu_dereference_bh() under its own rcu_read_lock() is protected
 * (rcu/data/callback-registrars).
 */
static struct sa *sa_get(struct port *p)
{
	return rcu_dereference_bh(p->sa);
}

static int handle_frame(struct sk_buff **pskb)
{
	struct port *p;
	int v;

	rcu_read_lock();
	p = rcu_dereference_bh((*pskb)->dev->rx_handler_data);
	v = sa_get(p)->v;
	rcu_read_unlock();
	return v;
}

int port_add(struct net_device *dev, struct port *p)
{
	return netdev_rx_handler_register(dev, handle_frame, p);
}

/* The same reader in a function another call registers: no row, still reported. */
static int other_frame(struct sk_buff **pskb)
{
	struct port *p;
	int v;

	rcu_read_lock();
	p = rcu_dereference_bh((*pskb)->dev->rx_handler_data);
	v = rcu_dereference_bh(p->sa)->v;
	rcu_read_unlock();
	return v;
}

int other_add(struct net_device *dev, struct port *p)
{
	return other_handler_register(dev, other_frame, p);
}

/* The softirq is no lock: an rx_handler needing one is still reported. */
static int locked_frame(struct sk_buff **pskb)
{
	struct port *p = (*pskb)->dev->rx_handler_data;

	return rcu_dereference_protected(p->sa, lockdep_is_held(&p->lock))->v;
}

int locked_add(struct net_device *dev, struct port *p)
{
	return netdev_rx_handler_register(dev, locked_frame, p);
}

/* The function as the data argument, not the handler's: still reported. */
static int data_frame(struct sk_buff **pskb)
{
	struct port *p;
	int v;

	rcu_read_lock();
	p = rcu_dereference_bh((*pskb)->dev->rx_handler_data);
	v = rcu_dereference_bh(p->sa)->v;
	rcu_read_unlock();
	return v;
}

int data_add(struct net_device *dev, struct port *p)
{
	return netdev_rx_handler_register(dev, handle_frame, data_frame);
}
