/*
 * A gfp_t flag written under '~' is cleared, not set (checker/rcu/data/
 * gfp-flags): 6.1's skb_page_frag_refill() first tries
 * alloc_pages((gfp & ~__GFP_DIRECT_RECLAIM) | __GFP_COMP ...), which
 * names no flag that sleeps, then alloc_page(gfp) with the caller's gfp;
 * sk_page_frag_refill() passes sk->sk_allocation, a value its text does
 * not settle (GFP_ATOMIC for the ICMPv6 control sockets of icmp6_send()).
 * The same refill with the reclaim flag set (not cleared) sleeps.
 */
bool skb_page_frag_refill(unsigned int sz, struct page_frag *pfrag, gfp_t gfp)
{
	pfrag->offset = 0;
	if (SKB_FRAG_PAGE_ORDER) {
		pfrag->page = alloc_pages((gfp & ~__GFP_DIRECT_RECLAIM) |
					  __GFP_COMP | __GFP_NOWARN |
					  __GFP_NORETRY,
					  SKB_FRAG_PAGE_ORDER);
		if (likely(pfrag->page))
			return true;
	}
	pfrag->page = alloc_page(gfp);
	return !!pfrag->page;
}

bool sk_page_frag_refill(struct sock *sk, struct page_frag *pfrag)
{
	if (likely(skb_page_frag_refill(32U, pfrag, sk->sk_allocation)))
		return true;
	return false;
}

bool skb_page_frag_refill_reclaim(unsigned int sz, struct page_frag *pfrag, gfp_t gfp)
{
	pfrag->page = alloc_pages(gfp | __GFP_DIRECT_RECLAIM | __GFP_COMP,
				  SKB_FRAG_PAGE_ORDER);
	return !!pfrag->page;
}
