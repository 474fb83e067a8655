# check-name: audit: a function that returns inside the reader it began, dropping it only on a branch without braces, whose every caller in the tree ends that reader (more rcu_read_unlock() than rcu_read_lock(), its own or a helper's of its file: 6.12 xfrm_input_get_afinfo() and xfrm_rcv_cb(); sock_map_sk_acquire() and sock_map_sk_release()) puts its callers' calls after it inside the reader (tunnel_rcv_cb(), update_elem_sys()'s update_common() quiet) until that end (update_after() reported); the same function with a caller that ends no reader (peek_afinfo(), peek_cb_bare()) does not (peek_rcv_cb() reported)
# check-command: rcucheck audit --no-tree -C reader-returner-callers --tier=all
# check-exit-value: 1
# check-output-start
# sock_map.c:16:9: warning: [rcu-dereference] rcu_dereference(sk->psock) outside rcu_read_lock(); reached from system call sock_map_update(); update_after() calls it after its rcu_read_unlock() at line 53 (in psock_of)
#   access: rcu_dereference(sk->psock)
#   chain: update_common() (sock_map.c:21) <- update_after() (sock_map.c:54) <- sock_map_update() (sock_map.c:60)
#   root: syscall
# xfrm.c:39:21: warning: [rcu-dereference] rcu_dereference(tunnel_handlers) outside rcu_read_lock(); peek_rcv_cb() is called through ->peek (stored at xfrm.c:49); reached from system call tunnel_input() (in peek_rcv_cb)
#   access: rcu_dereference(tunnel_handlers)
#   chain: peek_cb() (xfrm.c:94, through afinfo->peek()) <- tunnel_input() (xfrm.c:108)
#   root: syscall
# check-output-end
