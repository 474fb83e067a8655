/*
 * 6.1 include/linux/skbuff.h skb_dst() (without its test of a dst not
 * counted, SKB_DST_NOREF: callee-conditional-warn has that): its own
 * check accepts the bh reader beside the plain one
 * (rcu_read_lock_bh_held() is in_softirq() || irqs_disabled()): bottom
 * halves off, by local_bh_disable() or rcu_read_lock_bh(), meet it.
 * dst_rcu_only() asks for the plain reader alone: bottom halves off do
 * not meet it.
 */
static inline struct dst_entry *skb_dst(const struct sk_buff *skb)
{
	WARN_ON(!rcu_read_lock_held() && !rcu_read_lock_bh_held());
	return (struct dst_entry *)(skb->_skb_refdst & SKB_DST_PTRMASK);
}

static inline struct dst_entry *dst_rcu_only(const struct sk_buff *skb)
{
	WARN_ON(!rcu_read_lock_held());
	return (struct dst_entry *)(skb->_skb_refdst & SKB_DST_PTRMASK);
}
