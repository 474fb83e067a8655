# check-name: audit: a lock wrapper released on an early exit that leaves by goto past the call (6.12 tcmu_free_kept_buf_store(): "if (!cmd) { xas_unlock(&xas); goto out_unlock; }" before xas_store()) still holds it at the call, so lockdep_is_held(&xa->xa_lock) is met; a goto back to a label after the lock, or no lock: reported
# check-command: rcucheck audit --no-tree -C xas-lock-goto-exit
# check-exit-value: 1
# check-output-start
# drivers/cmd.c:53:2: warning: [rcu-callee] xas_store(&xas, NULL) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: xas_store() -> xas_load() -> xas_start() -> xa_head() at include/linux/xarray.h:22: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call free_again() (in free_again)
#   access: xas_store(&xas, NULL)
#   root: syscall
# lib/xarray.c:4:9: warning: [rcu-callee] xa_head(xas->xa) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: xa_head() at include/linux/xarray.h:22: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call load_bare() (in xas_start)
#   access: xa_head(xas->xa)
#   chain: xas_load() (lib/xarray.c:9) <- load_bare() (drivers/cmd.c:63)
#   root: syscall
# check-output-end
