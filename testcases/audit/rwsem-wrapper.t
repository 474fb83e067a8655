# check-name: audit: a subsystem's wrappers of an rwsem (6.1 fs/f2fs/f2fs.h f2fs_down_read()/f2fs_down_write(), whose names do not say "lock"), learned from their bodies by the lock-pairs families down_read/down_write, hold the lock they take until their up_ release: a radix_tree_lookup() under nat_down_read() or nat_down_write() is quiet; released again before the lookup, reported
# check-command: rcucheck audit --no-tree -C rwsem-wrapper fs/
# check-exit-value: 1
# check-output-start
# fs/nat.c:10:9: warning: [rcu-callee] radix_tree_lookup(&nm->nat_root, nid) outside any RCU reader; it needs its caller's reader: radix_tree_lookup() at rcu/data/lookups: radix_tree_lookup() leaves the reader to its caller; reached from system call nat_peek() (in nat_lookup)
#   blame: nat_peek() (fs/nat.c:64)
#   access: radix_tree_lookup(&nm->nat_root, nid)
#   chain: nat_peek() (fs/nat.c:64)
#   root: syscall
#   impact: race: the 2 updaters of struct nat_info.nat_root hold no lock in common (nat_insert() fs/nat.c:16 among them): only the reader protects it
# check-output-end
