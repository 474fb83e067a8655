/*
 * 6.1 net/core/sock.c __release_sock(): DEBUG_NET_WARN_ON_ONCE(
 * skb_dst_is_noref(skb)) with no reader held. Without CONFIG_DEBUG_NET
 * the operand is never evaluated: the call reads nothing, lower tier
 * with the reason. So is an rcu_dereference() inside
 * BUILD_BUG_ON_INVALID(), in any configuration. The same calls inside
 * NET_CHECK() and NET_SAME(), which evaluate them, stay default tier.
 */
#include "../../include/net/net_debug.h"

struct item { int v; };
static struct item __rcu *gitem;

SYSCALL_DEFINE1(sock_backlog, struct sk_buff *, skb)
{
	DEBUG_NET_WARN_ON_ONCE(skb_dst(skb) != NULL);
	return 0;
}

SYSCALL_DEFINE1(sock_checked, struct sk_buff *, skb)
{
	NET_CHECK(skb_dst(skb) != NULL);
	return 0;
}

SYSCALL_DEFINE1(sock_item_type, int, unused)
{
	BUILD_BUG_ON_INVALID(rcu_dereference(gitem));
	return 0;
}

SYSCALL_DEFINE1(sock_item_same, int, unused)
{
	struct item *it = NET_SAME(rcu_dereference(gitem));

	return it ? it->v : 0;
}
