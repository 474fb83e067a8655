# check-name: audit: calls of the lookups that leave the reader to their caller with nothing in their text to say so (checker/rcu/data/lookups: radix_tree_lookup(), idr_find() read through rcu_dereference_raw()): with no reader, reported; under rcu_read_lock(), bottom halves off (a reader of every flavor since the consolidation: the radix tree's nodes wait for call_rcu()), or a lock that may be the structure's update-side lock (a spinlock, the idr's mutex), quiet, at the call or in a caller on the chain (wb_idr_get() called under the mutex)
# check-command: rcucheck audit --no-tree -C callee-lookup mm/
# check-exit-value: 1
# check-output-start
# mm/wb.c:10:18: warning: [rcu-callee] radix_tree_lookup(&wb_tree, id) outside any RCU reader; it needs its caller's reader: radix_tree_lookup() at rcu/data/lookups: radix_tree_lookup() leaves the reader to its caller; reached from system call wb_bare() (in wb_bare)
#   access: radix_tree_lookup(&wb_tree, id)
#   root: syscall
# mm/wb.c:93:18: warning: [rcu-callee] radix_tree_lookup(&wb_tree, id) outside any RCU reader; it needs its caller's reader: radix_tree_lookup() at rcu/data/lookups: radix_tree_lookup() leaves the reader to its caller; reached from system call wb_tree_caller_bare() (in wb_tree_get)
#   access: radix_tree_lookup(&wb_tree, id)
#   chain: wb_tree_caller_bare() (mm/wb.c:100)
#   root: syscall
# check-output-end
