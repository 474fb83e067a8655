# check-name: audit: two callbacks on one chain whose calls both name their store's struct (sock->ops->sendmsg() of struct sock_ops, then sk->sk_prot->sendmsg() of struct proto) climb to the system call: default tier (before, a second callback was never searched: lower, reached only through a function pointer); a third (stage.c) is past the bound: lower
# check-command: rcucheck audit --no-tree -C callback-two --tier=all
# check-exit-value: 1
# check-output-start
# proto.c:14:9: warning: [rcu-dereference] rcu_dereference(sk->route) outside rcu_read_lock(); udpish_sendmsg() is called through ->sendmsg (stored at proto.c:18); reached from system call sendish() (in udpish_sendmsg)
#   access: rcu_dereference(sk->route)
#   chain: inetish_sendmsg() (proto.c:23, through sk->sk_prot->sendmsg()) <- sendish() (proto.c:32, through sk->ops->sendmsg())
#   root: syscall
# stage.c:12:9: warning: [rcu-dereference] rcu_dereference(sk->route) outside rcu_read_lock(); stage_c_run() is called through ->run_c (stored at stage.c:15); stage_a_run() is reached only through a function pointer (in stage_c_run)
#   access: rcu_dereference(sk->route)
#   chain: stage_b_run() (stage.c:19, through st->c->run_c()) <- stage_a_run() (stage.c:26, through st->b->run_b())
#   root: callback
#   tier: lower
# check-output-end
