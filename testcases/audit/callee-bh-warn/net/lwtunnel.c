/*
 * 6.1 net/core/lwtunnel.c lwtunnel_output(): skb_dst() after
 * local_bh_disable(); drivers/net/wireguard/socket.c send6(): under
 * rcu_read_lock_bh(). Both quiet. With nothing held, and
 * dst_rcu_only() with bottom halves off, reported.
 */
#include "../include/skbuff.h"

SYSCALL_DEFINE1(lwt_output, struct sk_buff *, skb)
{
	struct dst_entry *dst;

	local_bh_disable();
	dst = skb_dst(skb);
	local_bh_enable();
	return dst != NULL;
}

SYSCALL_DEFINE1(wg_send6, struct sk_buff *, skb)
{
	struct dst_entry *dst;

	rcu_read_lock_bh();
	dst = skb_dst(skb);
	rcu_read_unlock_bh();
	return dst != NULL;
}

SYSCALL_DEFINE1(lwt_bare, struct sk_buff *, skb)
{
	return skb_dst(skb) != NULL;
}

SYSCALL_DEFINE1(lwt_rcu_only, struct sk_buff *, skb)
{
	struct dst_entry *dst;

	local_bh_disable();
	dst = dst_rcu_only(skb);
	local_bh_enable();
	return dst != NULL;
}
