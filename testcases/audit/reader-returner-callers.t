# check-name: audit: a function that returns inside the reader it began, dropping it only on a branch without braces ("if (unlikely(!afinfo)) rcu_read_unlock(); return afinfo;"), whose every caller in the tree ends that reader (calls rcu_read_unlock() more often than rcu_read_lock(): 6.12 xfrm_input_get_afinfo() and xfrm_rcv_cb()) puts the callback its caller calls after it inside the reader (tunnel_rcv_cb() quiet); the same function with a caller that ends no reader (peek_afinfo(), peek_cb_bare()) does not (peek_rcv_cb() reported)
# check-command: rcucheck audit --no-tree -C reader-returner-callers --tier=all
# check-exit-value: 1
# check-output-start
# xfrm.c:39:21: warning: [rcu-dereference] rcu_dereference(tunnel_handlers) outside rcu_read_lock(); peek_rcv_cb() is called through ->peek (stored at xfrm.c:49); reached from system call tunnel_input() (in peek_rcv_cb)
#   access: rcu_dereference(tunnel_handlers)
#   chain: peek_cb() (xfrm.c:94, through afinfo->peek()) <- tunnel_input() (xfrm.c:108)
#   root: syscall
# check-output-end
