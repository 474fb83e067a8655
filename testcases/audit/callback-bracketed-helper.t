# check-name: audit: a seq_file ->stop that ends ->start's reader through the tree's functions it calls, with a ->start that begins one it does not end (two_start() through the other file's walk_iter_start()) (6.12 ipv6_route_seq_stop() -> ipv6_route_native_seq_stop() -> rcu_read_unlock(); netlink_seq_stop() -> netlink_native_seq_stop() -> netlink_walk_stop() -> rhashtable_walk_stop(), in another file), a helper that takes and drops its own reader counting nothing (bpf_iter_run_prog()), brackets ->next: one_next(), two_next() lower-tier callbacks; a ->stop whose helper takes and drops its own reader only, or ends none: three_next(), four_next() default tier
# check-command: rcucheck audit --no-tree -C callback-bracketed-helper --tier=all
# check-exit-value: 1
# check-output-start
# seq.c:49:9: warning: [rcu-dereference] rcu_dereference(m->list) outside rcu_read_lock(); one_next() is reached only through a function pointer (in one_next)
#   access: rcu_dereference(m->list)
#   root: callback
#   tier: lower
# seq.c:79:9: warning: [rcu-dereference] rcu_dereference(m->list) outside rcu_read_lock(); two_next() is reached only through a function pointer (in two_next)
#   access: rcu_dereference(m->list)
#   root: callback
#   tier: lower
# seq.c:102:9: warning: [rcu-dereference] rcu_dereference(m->list) outside rcu_read_lock(); three_next() is called through ->next (stored at seq.c:107); reached from system call seq_walk() (in three_next)
#   access: rcu_dereference(m->list)
#   chain: seq_walk() (seq.c:135, through m->op->next()) <- seq_walk() (seq.c:141)
#   root: syscall
# seq.c:122:9: warning: [rcu-dereference] rcu_dereference(m->list) outside rcu_read_lock(); four_next() is called through ->next (stored at seq.c:127); reached from system call seq_walk() (in four_next)
#   access: rcu_dereference(m->list)
#   chain: seq_walk() (seq.c:135, through m->op->next()) <- seq_walk() (seq.c:141)
#   root: syscall
# check-output-end
