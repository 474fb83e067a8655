# check-name: audit: a gfp_t flag written under '~' is cleared, not set: skb_page_frag_refill()'s alloc_pages((gfp & ~__GFP_DIRECT_RECLAIM) | __GFP_COMP ...) is no sleeper, and the gfp it is passed (sk->sk_allocation, GFP_ATOMIC for icmp6_send()'s control socket) is not settled; the same allocation with the flag set is reported
# check-command: rcucheck audit --no-tree --sleep-only -C sleep-gfp-cleared
# check-exit-value: 1
#
# Main (a7a3ef8) also reported net/ipv6/icmp.c:4 in icmp6_send() through
# sk_page_frag_refill() -> skb_page_frag_refill() -> alloc_pages() at
# net/core/sock.c:14, as the whole-tree audit of 6.1 did at
# net/ipv6/icmp.c:624 (triage/linux-6.1.md, wt-upd17b section: false).
# check-output-start
# net/ipv6/icmp.c:11:2: warning: [rcu-sleep-in-reader] skb_page_frag_refill_reclaim(32U, pfrag, sk->sk_allocation) may sleep inside the read-side critical section of rcu_read_lock() (line 10): skb_page_frag_refill_reclaim() -> alloc_pages() at net/core/sock.c:34 (in icmp6_send_reclaim)
#   access: skb_page_frag_refill_reclaim(32U, pfrag, sk->sk_allocation)
#   held: rcu_read_lock()
#   root: local
# check-output-end
