# check-name: audit: an exported function reached only through a callback the search does not follow (6.1 dccp_check_req() under dccp_v4_rcv(), a net_protocol ->handler whose invoker ip_protocol_deliver_rcu() is called inside ip_local_deliver_finish()'s reader and by udp_unicast_rcv_skb()'s resubmit from udp_rcv(), a third callback) is not shown reached unprotected: lower, as a second callback's root; the same export also called bare from a system call stays default
# check-command: rcucheck audit --no-tree -C callback-third --tier=all
# check-exit-value: 1
# check-output-start
# rx.c:13:9: warning: [rcu-dereference] rcu_dereference(sk->opt) outside rcu_read_lock(); held instead: sk->lock; v4_syn_recv_sock() is called through ->syn_recv_sock (stored at rx.c:17); udp_rcv() is reached only through a function pointer (in v4_syn_recv_sock)
#   access: rcu_dereference(sk->opt)
#   held: sk->lock
#   chain: check_req() (rx.c:25, through af_ops->syn_recv_sock(), holding sk->lock) <- proto_rcv() (rx.c:34) <- deliver_rcu() (rx.c:50, through ipprot->handler()) <- udp_unicast_rcv() (rx.c:68) <- udp_rcv() (rx.c:74)
#   root: callback
#   tier: lower
# rx.c:87:9: warning: [rcu-dereference] rcu_dereference(sk->opt) outside rcu_read_lock(); held instead: sk->lock; v6_syn_recv_sock() is called through ->syn_recv_sock (stored at rx.c:91); reached from system call req6() (in v6_syn_recv_sock)
#   access: rcu_dereference(sk->opt)
#   held: sk->lock
#   chain: check_req6() (rx.c:99, through af_ops->syn_recv_sock(), holding sk->lock) <- req6() (rx.c:117)
#   root: syscall
# check-output-end
