/* Shaped as 6.1's receive path: the reader around __netif_receive_skb(), ->func two calls below. */
static int __netif_receive_skb_one_core(struct sk_buff *skb, bool pfmemalloc)
{
	struct net_device *orig_dev = skb->dev;
	struct packet_type *pt_prev = NULL;
	int ret;

	ret = __netif_receive_skb_core(&skb, pfmemalloc, &pt_prev);
	if (pt_prev)
		ret = INDIRECT_CALL_INET(pt_prev->func, ipv6_rcv, ip_rcv, skb,
					 skb->dev, pt_prev, orig_dev);
	return ret;
}

static int __netif_receive_skb(struct sk_buff *skb)
{
	return __netif_receive_skb_one_core(skb, false);
}

static int netif_receive_skb_internal(struct sk_buff *skb)
{
	int ret;

	rcu_read_lock();
	ret = __netif_receive_skb(skb);
	rcu_read_unlock();
	return ret;
}
