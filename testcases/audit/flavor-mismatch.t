# check-name: audit: rcu_dereference() under rcu_read_lock_bh() in the caller: a flavor mismatch
# check-command: rcucheck audit --no-tree -C flavor-mismatch
# check-exit-value: 1
# check-output-start
# route.c:4:9: warning: [rcu-dereference] rcu_dereference(net->rt) outside rcu_read_lock(); held instead: rcu_read_lock_bh(); reached from system call rtget() (in rt_lookup)
#   access: rcu_dereference(net->rt)
#   held: rcu_read_lock_bh()
#   chain: rtget() (route.c:13, holding rcu_read_lock_bh())
#   root: syscall
# check-output-end
