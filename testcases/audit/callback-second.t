# check-name: audit: a second callback on a chain is searched where its store names the struct, its invoker judged as a direct caller: 6.1 dccp_v4_request_recv_sock() (->syn_recv_sock, under dccp_check_req()'s lock) whose exported dccp_check_req() is called only by dccp_v4_rcv(), a net_protocol ->handler that ip_protocol_deliver_rcu() calls inside its caller's rcu_read_lock(), is exported-covered (lower); the same shape whose invoker's chain takes no reader stays default
# check-command: rcucheck audit --no-tree -C callback-second --tier=all
# check-exit-value: 1
# check-output-start
# rx.c:14:9: warning: [rcu-dereference] rcu_dereference(sk->opt) outside rcu_read_lock(); held instead: sk->lock; v4_syn_recv_sock() is called through ->syn_recv_sock (stored at rx.c:18); check_req() is exported, and every caller in the tree protects it (in v4_syn_recv_sock)
#   access: rcu_dereference(sk->opt)
#   held: sk->lock
#   chain: check_req() (rx.c:26, through af_ops->syn_recv_sock(), holding sk->lock)
#   root: exported-covered
#   tier: lower
# rx.c:68:9: warning: [rcu-dereference] rcu_dereference(sk->opt) outside rcu_read_lock(); held instead: sk->lock; v6_syn_recv_sock() is called through ->syn_recv_sock (stored at rx.c:72); check_req6() is exported, and no call of it in the tree protects it (in v6_syn_recv_sock)
#   access: rcu_dereference(sk->opt)
#   held: sk->lock
#   chain: check_req6() (rx.c:80, through af_ops->syn_recv_sock(), holding sk->lock)
#   root: exported
# check-output-end
