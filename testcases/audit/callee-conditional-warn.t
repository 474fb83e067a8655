# check-name: audit: a callee whose check asks for the reader only in a state of the data (skb_dst()'s WARN_ON((skb->_skb_refdst & SKB_DST_NOREF) && !rcu_read_lock_held() && ...): an skb with a counted dst needs none, igmpv3_sendpack()) is undecidable from the text: lower tier; the same check without the state test stays default
# check-command: rcucheck audit --no-tree -C callee-conditional-warn --tier=all net/
# check-exit-value: 1
# check-output-start
# net/igmp.c:10:9: warning: [rcu-callee] skb_dst(skb) outside rcu_read_lock(); it needs its caller's reader: skb_dst() at include/skbuff.h:9: WARN_ON((skb->_skb_refdst & SKB_DST_NOREF) && !rcu_read_lock_held() && !rcu_read_lock_bh_held()); reached from system call igmp_send() (in igmp_send)
#   access: skb_dst(skb)
#   root: syscall
#   tier: lower
# net/igmp.c:15:9: warning: [rcu-callee] dst_always(skb) outside rcu_read_lock(); it needs its caller's reader: dst_always() at include/skbuff.h:17: WARN_ON(!rcu_read_lock_held() && !rcu_read_lock_bh_held()); reached from system call igmp_send_always() (in igmp_send_always)
#   access: dst_always(skb)
#   root: syscall
# check-output-end
