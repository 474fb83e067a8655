# check-name: audit: one field name stored into two structs is two callbacks (6.1 dccp_v4_rcv(), a net_protocol ->handler, and dccp_v6_rcv(), an inet6_protocol ->handler, both calling the exported dccp_check_req()): each searched through its own struct's calls, so that both invokers' readers protect the export (exported-covered, lower); with one invoker bare it stays default
# check-command: rcucheck audit --no-tree -C callback-field-structs --tier=all
# check-exit-value: 1
# check-output-start
# rx.c:17:9: warning: [rcu-dereference] rcu_dereference(sk->opt) outside rcu_read_lock(); held instead: sk->lock; v6_syn_recv_sock() is called through ->syn_recv_sock (stored at rx.c:21); check_req() is exported, and every caller in the tree protects it (in v6_syn_recv_sock)
#   access: rcu_dereference(sk->opt)
#   held: sk->lock
#   chain: check_req() (rx.c:29, through af_ops->syn_recv_sock(), holding sk->lock)
#   root: exported-covered
#   tier: lower
# rx.c:87:9: warning: [rcu-dereference] rcu_dereference(sk->opt) outside rcu_read_lock(); held instead: sk->lock; w6_syn_recv_sock() is called through ->syn_recv_sock (stored at rx.c:93); check_req2() is exported, and no call of it in the tree protects it (in w6_syn_recv_sock)
#   access: rcu_dereference(sk->opt)
#   held: sk->lock
#   chain: check_req2() (rx.c:101, through af_ops->syn_recv_sock(), holding sk->lock)
#   root: exported
# check-output-end
