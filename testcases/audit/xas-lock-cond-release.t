# check-name: audit: a lock wrapper released under a condition that a later test repeats with an exit (6.12 do_mbind(): if (err) mmap_write_unlock(mm); ... if (err) goto mpol_out;) is held at the call after that test, so lockdep_is_held(&xa->xa_lock) is met at xas_load(), also when the lock's block has an else that sets the variable ("} else err = -ENOMEM;": that way never took it); the condition's variable assigned between the two tests (also in the else of a block opened after the lock), or another test: reported
# check-command: rcucheck audit --no-tree -C xas-lock-cond-release
# check-exit-value: 1
# check-output-start
# lib/xarray.c:4:9: warning: [rcu-callee] xa_head(xas->xa) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: xa_head() at include/linux/xarray.h:22: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call mbind_reset() (in xas_start)
#   access: xa_head(xas->xa)
#   chain: xas_load() (lib/xarray.c:9) <- mbind_reset() (mm/mempolicy.c:57)
#   root: syscall
# mm/mempolicy.c:78:10: warning: [rcu-callee] xas_load(&xas) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: xas_load() -> xas_start() -> xa_head() at include/linux/xarray.h:22: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call mbind_other() (in mbind_other)
#   access: xas_load(&xas)
#   root: syscall
# mm/mempolicy.c:127:10: warning: [rcu-callee] xas_load(&xas) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: xas_load() -> xas_start() -> xa_head() at include/linux/xarray.h:22: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call mbind_late_else() (in mbind_late_else)
#   access: xas_load(&xas)
#   root: syscall
# check-output-end
