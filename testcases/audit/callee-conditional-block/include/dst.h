/*
 * 6.1 include/net/dst.h skb_dst_force(): its check sits inside "if
 * (skb_dst_is_noref(skb))": it warns only for an skb whose dst is not
 * counted, and an skb queued with no dst (__sock_queue_rcv_skb() of an
 * L2CAP frame, ip_local_error()'s fresh skb) needs no reader. Whether the
 * caller's skb has one is not in the text: undecidable, the lower tier.
 * dst_hold_checked() checks whatever the skb (default tier), and
 * dst_force_debug() only under a test of a global, not of its
 * parameters (default tier).
 */
static inline bool dst_force(struct sk_buff *skb)
{
	if (skb_dst_is_noref(skb)) {
		struct dst_entry *dst = skb_dst_raw(skb);

		WARN_ON(!rcu_read_lock_held());
		skb->_skb_refdst = (unsigned long)dst;
	}
	return skb->_skb_refdst != 0UL;
}

static inline bool dst_hold_checked(struct sk_buff *skb)
{
	WARN_ON(!rcu_read_lock_held());
	return skb->_skb_refdst != 0UL;
}

static inline bool dst_force_debug(struct sk_buff *skb)
{
	if (dst_debug_enabled) {
		WARN_ON(!rcu_read_lock_held());
	}
	return skb->_skb_refdst != 0UL;
}
