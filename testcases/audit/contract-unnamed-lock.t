# check-name: audit: a contract that offers the structure's own lock without naming it ("Must hold rcu_read_lock or the write lock", 6.12 mas_find() under vma_next()) is met by any lock the caller holds, as a lookup of rcu/data/lookups is: a lock wrapper (mmap_write_lock_nested()), a killable wrapper or primitive whose failure returns ("if (mmap_write_lock_killable(oldmm)) return -EINTR;", 6.12 dup_mmap()); holding nothing, after the unlock, or a contract that names the reader alone, still reported
# check-command: rcucheck audit --no-tree -C contract-unnamed-lock mm/
# check-exit-value: 1
# check-output-start
# mm/fork.c:56:9: warning: [rcu-callee] tree_find(&ts) outside rcu_read_lock(); it needs its caller's reader: tree_find() at include/tree.h:18: Must hold rcu_read_lock or the write lock.; reached from system call peek() (in peek_bare)
#   access: tree_find(&ts)
#   chain: peek() (mm/fork.c:83)
#   root: syscall
# mm/fork.c:66:9: warning: [rcu-callee] tree_find(&ts) outside rcu_read_lock(); it needs its caller's reader: tree_find() at include/tree.h:18: Must hold rcu_read_lock or the write lock.; reached from system call peek() (in peek_after)
#   access: tree_find(&ts)
#   chain: peek() (mm/fork.c:83)
#   root: syscall
# mm/fork.c:76:6: warning: [rcu-callee] tree_peek(&ts) outside rcu_read_lock(); it needs its caller's reader: tree_peek() at include/tree.h:29: Must hold rcu_read_lock.; reached from system call peek() (in peek_reader_only)
#   access: tree_peek(&ts)
#   chain: peek() (mm/fork.c:83)
#   root: syscall
# check-output-end
