# check-name: audit: a call under raw_spin_lock_bh() (sock_hash_update_common() calling sock_hash_lookup_elem_raw()) has bottom halves and preemption off, an RCU list walk's any-flavor reader; under a mutex it is reported
# check-command: rcucheck audit --no-tree -C raw-spin-lock-bh
# check-exit-value: 1
# check-output-start
# map.c:22:2: warning: [rcu-list] hlist_for_each_entry_rcu(e, head, node) outside any RCU reader; held instead: b->mutex; reached from system call map_delete() (in lookup_slow)
#   access: hlist_for_each_entry_rcu(e, head, node)
#   held: b->mutex
#   chain: map_delete() (map.c:45, holding b->mutex)
#   root: syscall
# check-output-end
