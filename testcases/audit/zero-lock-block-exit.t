# check-name: audit: a killable lock whose failure block cleans up before it returns (6.12 remap_file_pages(): "if (mmap_write_lock_killable(mm)) { fput(file); return -EINTR; }") holds the lock after it, which meets "Must hold rcu_read_lock or the write lock" (mas_find() under do_mmap()); a failure block that goes on, one that returns only from a nested block, or no lock: reported
# check-command: rcucheck audit --no-tree -C zero-lock-block-exit mm/
# check-exit-value: 1
# check-output-start
# mm/mmap.c:37:9: warning: [rcu-callee] tree_find(&ts) outside rcu_read_lock(); it needs its caller's reader: tree_find() at include/tree.h:18: Must hold rcu_read_lock or the write lock.; reached from system call remap() (in remap_goes_on)
#   access: tree_find(&ts)
#   chain: remap() (mm/mmap.c:62)
#   root: syscall
# mm/mmap.c:50:9: warning: [rcu-callee] tree_find(&ts) outside rcu_read_lock(); it needs its caller's reader: tree_find() at include/tree.h:18: Must hold rcu_read_lock or the write lock.; reached from system call remap() (in remap_nested_exit)
#   access: tree_find(&ts)
#   chain: remap() (mm/mmap.c:63)
#   root: syscall
# mm/mmap.c:57:9: warning: [rcu-callee] tree_find(&ts) outside rcu_read_lock(); it needs its caller's reader: tree_find() at include/tree.h:18: Must hold rcu_read_lock or the write lock.; reached from system call remap() (in remap_bare)
#   access: tree_find(&ts)
#   chain: remap() (mm/mmap.c:63)
#   root: syscall
# check-output-end
