struct channel { struct list_head link; int state; };
struct ncsi_dev_priv { struct list_head channel_queue; struct packet_type ptype; spinlock_t lock; };

/*
 * 6.1 ncsi_aen_handler_lsc(): reached only from ncsi_rcv_rsp(), the
 * packet_type ->func that ncsi_register_dev() stores with
 * "ndp->ptype.func = ncsi_rcv_rsp" and dev_add_pack()s; the receive path
 * (netif_receive_skb_internal(), process_backlog(), ... ->
 * __netif_receive_skb_one_core() / deliver_skb()) calls it inside
 * rcu_read_lock() (rcu/data/callback-invokers).
 */
static int aen_lsc(struct ncsi_dev_priv *ndp)
{
	struct channel *nc;
	int n = 0;

	list_for_each_entry_rcu(nc, &ndp->channel_queue, link)
		n += nc->state;
	return n;
}

static int rcv_rsp(struct sk_buff *skb, struct net_device *dev, struct packet_type *pt,
		   struct net_device *orig_dev)
{
	struct ncsi_dev_priv *ndp = container_of(pt, struct ncsi_dev_priv, ptype);

	return aen_lsc(ndp);
}

struct ncsi_dev_priv *register_dev(struct ncsi_dev_priv *ndp)
{
	ndp->ptype.type = cpu_to_be16(ETH_P_NCSI);
	ndp->ptype.func = rcv_rsp;
	dev_add_pack(&ndp->ptype);
	return ndp;
}

/* The same walk from a work item: the receive path's reader is not there, still reported. */
static int walk_channels(struct ncsi_dev_priv *ndp)
{
	struct channel *nc;
	int n = 0;

	list_for_each_entry_rcu(nc, &ndp->channel_queue, link)
		n += nc->state;
	return n;
}

static int other_rsp(struct sk_buff *skb, struct net_device *dev, struct packet_type *pt,
		     struct net_device *orig_dev)
{
	struct ncsi_dev_priv *ndp = container_of(pt, struct ncsi_dev_priv, ptype);

	return walk_channels(ndp);
}

static void ncsi_work(struct work_struct *work)
{
	struct ncsi_dev_priv *ndp = container_of(work, struct ncsi_dev_priv, work);

	walk_channels(ndp);
}

struct ncsi_dev_priv *register_other(struct ncsi_dev_priv *ndp)
{
	ndp->ptype.func = other_rsp;
	dev_add_pack(&ndp->ptype);
	INIT_WORK(&ndp->work, ncsi_work);
	return ndp;
}

/* The reader is no lock: a packet handler needing one is still reported. */
static int locked_rsp(struct sk_buff *skb, struct net_device *dev, struct packet_type *pt,
		      struct net_device *orig_dev)
{
	struct ncsi_dev_priv *ndp = container_of(pt, struct ncsi_dev_priv, ptype);

	return rcu_dereference_protected(ndp->active, lockdep_is_held(&ndp->lock))->state;
}

static struct packet_type locked_pt = {
	.type = cpu_to_be16(ETH_P_ALL),
	.func = locked_rsp,
};

/* A packet_type initializer (6.1 ip_packet_type's kind): the store names the struct. */
static int tap_rcv(struct sk_buff *skb, struct net_device *dev, struct packet_type *pt,
		   struct net_device *orig_dev)
{
	struct ncsi_dev_priv *ndp = pt->af_packet_priv;
	struct channel *nc;
	int n = 0;

	list_for_each_entry_rcu(nc, &ndp->channel_queue, link)
		n += nc->state;
	return n;
}

static struct packet_type tap_pt = {
	.type = cpu_to_be16(ETH_P_ALL),
	.func = tap_rcv,
};

/* A func stored into an object no dev_add_pack() is passed: still reported. */
static int notpack_rcv(struct sk_buff *skb, struct ncsi_dev_priv *ndp)
{
	struct channel *nc;
	int n = 0;

	list_for_each_entry_rcu(nc, &ndp->channel_queue, link)
		n += nc->state;
	return n;
}

void register_notpack(struct ncsi_dev_priv *ndp)
{
	ndp->handler.func = notpack_rcv;
	other_add_pack(&ndp->handler);
}
