# check-name: audit: an exported function reached only from a callback whose field calls cannot be tied to its store (->poke called in 70 files through bases of unknown struct; 6.1 dccp_v6_rcv() as an inet6_protocol ->handler) or only past the search's depth or node limit (6.1 dccp_check_req(), cut at 600 nodes) is not shown reached unprotected: lower; one called bare by a system call stays default
# check-command: rcucheck audit --no-tree -C callback-far --tier=all
# check-exit-value: 1
# check-output-start
# sock.c:23:6: warning: [rcu-dereference] rcu_dereference(sk->opt) outside rcu_read_lock(); held instead: sk->lock; my_poke() is reached only through a function pointer (in check_req)
#   access: rcu_dereference(sk->opt)
#   held: sk->lock
#   chain: my_poke() (sock.c:31)
#   root: callback
#   tier: lower
# sock.c:43:6: warning: [rcu-dereference] rcu_dereference(sk->opt) outside rcu_read_lock(); held instead: sk->lock; check_deep() is exported and no caller shown protects it (in check_deep)
#   access: rcu_dereference(sk->opt)
#   held: sk->lock
#   root: exported
#   tier: lower
# sock.c:129:6: warning: [rcu-dereference] rcu_dereference(sk->opt) outside rcu_read_lock(); held instead: sk->lock; reached from system call bare() (in check_bare)
#   access: rcu_dereference(sk->opt)
#   held: sk->lock
#   chain: bare() (sock.c:137)
#   root: syscall
# check-output-end
