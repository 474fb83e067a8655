# check-name: audit: a callee whose own check accepts the bh reader beside the plain one (skb_dst()'s WARN_ON(!rcu_read_lock_held() && !rcu_read_lock_bh_held()), its state test aside) is protected by bottom halves off (local_bh_disable(), 6.1 lwtunnel_output()) and by rcu_read_lock_bh() (wireguard's send6()); with nothing held, or a check that accepts the plain reader alone, reported
# check-command: rcucheck audit --no-tree -C callee-bh-warn net/
# check-exit-value: 1
# check-output-start
# net/lwtunnel.c:31:9: warning: [rcu-callee] skb_dst(skb) outside rcu_read_lock(); it needs its caller's reader: skb_dst() at include/skbuff.h:10: WARN_ON(!rcu_read_lock_held() && !rcu_read_lock_bh_held()); reached from system call lwt_bare() (in lwt_bare)
#   access: skb_dst(skb)
#   root: syscall
# net/lwtunnel.c:39:8: warning: [rcu-callee] dst_rcu_only(skb) outside rcu_read_lock(); held instead: bh-disabled; it needs its caller's reader: dst_rcu_only() at include/skbuff.h:16: WARN_ON(!rcu_read_lock_held()); reached from system call lwt_rcu_only() (in lwt_rcu_only)
#   access: dst_rcu_only(skb)
#   held: bh-disabled
#   root: syscall
# check-output-end
