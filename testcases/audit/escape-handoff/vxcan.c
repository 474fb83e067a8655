/*
 * A pointer read in a reader and stored into a field of an object that is
 * then handed to a consumer that keeps that field's object alive
 * (checker/rcu/data/store-handoffs): the networking core keeps the device
 * of an skb it queues, so skb->dev = peer before netif_rx(skb) is no
 * escape (drivers/net/can/vxcan.c). Still findings: the same store with
 * the skb kept (queued on a list of the driver's own), a field the
 * consumer does not keep, and the skb given another object before the
 * hand-off.
 */
netdev_tx_t vxcan_xmit(struct sk_buff *oskb, struct net_device *dev)
{
	struct vxcan_priv *priv = netdev_priv(dev);
	struct net_device *peer;
	struct sk_buff *skb;

	rcu_read_lock();
	peer = rcu_dereference(priv->peer);
	if (unlikely(!peer)) {
		kfree_skb(oskb);
		goto out_unlock;
	}
	skb = skb_clone(oskb, GFP_ATOMIC);
	if (!skb)
		goto out_unlock;
	skb->pkt_type = PACKET_BROADCAST;
	skb->dev = peer;
	if (netif_rx(skb) == NET_RX_SUCCESS)
		dev->stats.tx_packets++;
out_unlock:
	rcu_read_unlock();
	return NETDEV_TX_OK;
}

netdev_tx_t stash_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct vxcan_priv *priv = netdev_priv(dev);
	struct net_device *peer;

	rcu_read_lock();
	peer = rcu_dereference(priv->peer);
	skb->dev = peer;
	skb_queue_tail(&priv->stash, skb);
	rcu_read_unlock();
	return NETDEV_TX_OK;
}

netdev_tx_t owner_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct vxcan_priv *priv = netdev_priv(dev);
	struct sock *owner;

	rcu_read_lock();
	owner = rcu_dereference(priv->owner);
	skb->sk = owner;
	netif_rx(skb);
	rcu_read_unlock();
	return NETDEV_TX_OK;
}

netdev_tx_t swap_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct vxcan_priv *priv = netdev_priv(dev);
	struct net_device *peer;

	rcu_read_lock();
	peer = rcu_dereference(priv->peer);
	skb->dev = peer;
	skb = priv->spare;
	netif_rx(skb);
	rcu_read_unlock();
	return NETDEV_TX_OK;
}
