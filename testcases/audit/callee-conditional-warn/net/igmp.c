/*
 * 6.1 net/ipv4/igmp.c igmpv3_sendpack(): skb_dst() of an skb built with
 * a counted dst, outside any reader: lower tier (moderate). The same
 * call of dst_always(): default tier.
 */
#include "../include/skbuff.h"

SYSCALL_DEFINE1(igmp_send, struct sk_buff *, skb)
{
	return skb_dst(skb) != NULL;
}

SYSCALL_DEFINE1(igmp_send_always, struct sk_buff *, skb)
{
	return dst_always(skb) != NULL;
}
