# check-name: audit: a callback called through INDIRECT_CALL_1() under a spinlock instead of the reader: default tier, the lock named
# check-command: rcucheck audit --no-tree -C callback-indirect
# check-exit-value: 1
# check-output-start
# sock.c:8:25: warning: [rcu-dereference] rcu_dereference(sk->sk_wq) outside rcu_read_lock(); held instead: sk->sk_lock; foo_data_ready() is called through ->data_ready (stored at sock.c:15); reached from system call foo_queue() (in foo_data_ready)
#   access: rcu_dereference(sk->sk_wq)
#   held: sk->sk_lock
#   chain: foo_queue_locked() (sock.c:21, through ops->data_ready(), holding sk->sk_lock) <- foo_queue() (sock.c:28)
#   root: syscall
# check-output-end
