/*
 * 6.1 include/linux/skbuff.h skb_dst(): its check warns only for a dst
 * that is not counted (SKB_DST_NOREF, set on the receive path inside its
 * reader); an skb whose dst holds a reference (ip_route_output_ports()
 * and skb_dst_set(): igmpv3_sendpack(), raw_sendmsg()) needs no reader.
 * Whether the caller's skb has one is not in the text: undecidable, the
 * lower tier. dst_always() warns whatever the dst: the default tier.
 */
static inline struct dst_entry *skb_dst(const struct sk_buff *skb)
{
	WARN_ON((skb->_skb_refdst & SKB_DST_NOREF) &&
		!rcu_read_lock_held() &&
		!rcu_read_lock_bh_held());
	return (struct dst_entry *)(skb->_skb_refdst & SKB_DST_PTRMASK);
}

static inline struct dst_entry *dst_always(const struct sk_buff *skb)
{
	WARN_ON(!rcu_read_lock_held() && !rcu_read_lock_bh_held());
	return (struct dst_entry *)(skb->_skb_refdst & SKB_DST_PTRMASK);
}
