# check-name: audit: a seq_file ->stop that ends the reader says so in any of its annotations (6.1 neigh_seq_stop(): "__releases(tbl->lock) __releases(rcu)", defined in another file than the ops table that borrows it, arp.c's arp_seq_ops): the table brackets ->next (neigh_seq_next(), lower); a ->stop that releases only its lock does not (lock_seq_next(), default)
# check-command: rcucheck audit --no-tree -C callback-bracketed-shared --tier=all
# check-exit-value: 1
# check-output-start
# neigh.c:23:9: warning: [rcu-dereference] rcu_dereference(m->list) outside rcu_read_lock(); neigh_seq_next() is exported and no caller shown protects it (in neigh_get_next)
#   access: rcu_dereference(m->list)
#   chain: neigh_seq_next() (neigh.c:28)
#   root: exported
#   tier: lower
# neigh.c:43:9: warning: [rcu-dereference] rcu_dereference(m->list) outside rcu_read_lock(); lock_seq_next() is called through ->next (stored at arp.c:22); reached from system call seq_walk() (in lock_get_next)
#   access: rcu_dereference(m->list)
#   chain: lock_seq_next() (neigh.c:48) <- seq_walk() (arp.c:31, through m->op->next()) <- seq_walk() (arp.c:37)
#   root: syscall
# check-output-end
