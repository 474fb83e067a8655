# check-name: audit: a condition naming the function's lock parameter, passed on by a caller's own parameter (6.12 wireguard wg_allowedips_insert_v4(..., lock) -> add(..., lock): lockdep_is_held(lock)), needs what that caller's callers pass: wg_set() passes &update_lock and holds it (quiet); wg_set_bad() passes it holding other_lock (reported)
# check-command: rcucheck audit --no-tree -C param-lock-forward --tier=all
# check-exit-value: 1
# check-output-start
# allowedips.c:19:22: warning: [rcu-dereference-protected] rcu_dereference_protected(*trie, lockdep_is_held(lock)) without holding lock or update_lock; held instead: other_lock; reached from system call wg_set_bad() (in add)
#   access: rcu_dereference_protected(*trie, lockdep_is_held(lock))
#   held: other_lock
#   chain: wg_allowedips_insert_v4() (allowedips.c:26) <- wg_set_bad() (device.c:20, holding other_lock)
#   root: syscall
# check-output-end
