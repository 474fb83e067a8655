# check-name: audit: a callback its invoker calls through the field without the reader, from a system call: default tier, the chain names the field call
# check-command: rcucheck audit --no-tree -C callback-invoked
# check-exit-value: 1
# check-output-start
# sock.c:8:25: warning: [rcu-dereference] rcu_dereference(sk->sk_wq) outside rcu_read_lock(); foo_state_change() is called through ->sk_state_change (stored at sock.c:16); reached from system call foo_shutdown() (in foo_state_change)
#   access: rcu_dereference(sk->sk_wq)
#   chain: foo_do_shutdown() (shutdown.c:5, through sk->sk_state_change()) <- foo_shutdown() (shutdown.c:11)
#   root: syscall
# check-output-end
