/*
 * 6.1 include/net/net_debug.h: a warning only with CONFIG_DEBUG_NET;
 * without it, BUILD_BUG_ON_INVALID(): the condition is never evaluated.
 * NET_CHECK() warns in every configuration; NET_SAME() names its
 * argument in typeof() and evaluates it too.
 */
#include "../linux/build_bug.h"

#if defined(CONFIG_DEBUG_NET)
#define DEBUG_NET_WARN_ON_ONCE(cond) (void)WARN_ON_ONCE(cond)
#else
#define DEBUG_NET_WARN_ON_ONCE(cond) BUILD_BUG_ON_INVALID(cond)
#endif

#define NET_CHECK(cond) WARN_ON_ONCE(cond)
#define NET_SAME(x) ({ typeof(x) __x = (x); __x; })

/* skb_dst()'s shape: it needs its caller's reader. */
static inline struct dst_entry *skb_dst(const struct sk_buff *skb)
{
	WARN_ON(!rcu_read_lock_held() && !rcu_read_lock_bh_held());
	return (struct dst_entry *)(skb->_skb_refdst & SKB_DST_PTRMASK);
}
