# check-name: audit: a callee whose run-time check is made only inside an if on one of its parameters (6.1 skb_dst_force(): WARN_ON(!rcu_read_lock_held()) under "if (skb_dst_is_noref(skb))"; an skb queued with no dst needs no reader, __sock_queue_rcv_skb(), ip_local_error()) is undecidable from the caller's text: lower tier; the check made unconditionally, or under a test of a global, stays default
# check-command: rcucheck audit --no-tree -C callee-conditional-block --tier=all net/
# check-exit-value: 1
# check-output-start
# net/sock.c:7:2: warning: [rcu-callee] dst_force(skb) outside rcu_read_lock(); held instead: sk->sk_receive_queue.lock; it needs its caller's reader: dst_force() at include/dst.h:11: WARN_ON(!rcu_read_lock_held()); reached from system call queue() (in queue_rcv_skb)
#   access: dst_force(skb)
#   held: sk->sk_receive_queue.lock
#   chain: queue() (net/sock.c:32)
#   root: syscall
#   tier: lower
# net/sock.c:15:2: warning: [rcu-callee] dst_hold_checked(skb) outside rcu_read_lock(); held instead: sk->sk_receive_queue.lock; it needs its caller's reader: dst_hold_checked() at include/dst.h:22: WARN_ON(!rcu_read_lock_held()); reached from system call queue() (in queue_rcv_checked)
#   access: dst_hold_checked(skb)
#   held: sk->sk_receive_queue.lock
#   chain: queue() (net/sock.c:33)
#   root: syscall
# net/sock.c:23:2: warning: [rcu-callee] dst_force_debug(skb) outside rcu_read_lock(); held instead: sk->sk_receive_queue.lock; it needs its caller's reader: dst_force_debug() at include/dst.h:28: WARN_ON(!rcu_read_lock_held()); reached from system call queue() (in queue_rcv_debug)
#   access: dst_force_debug(skb)
#   held: sk->sk_receive_queue.lock
#   chain: queue() (net/sock.c:34)
#   root: syscall
# check-output-end
