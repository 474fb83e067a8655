# check-name: audit: a lock wrapper released on an early exit, its block's last statement a return or a goto whose label is not between the lock and the call, after any cleanup (6.12 tcmu_free_kept_buf_store(): "if (!cmd) { xas_unlock(&xas); goto out_unlock; }" before xas_store(); btrfs_get_or_create_delayed_node(): "xa_unlock(); kmem_cache_free(); node = NULL; goto again;", its label above the lock), still holds it at the call, so lockdep_is_held(&xa->xa_lock) is met; a release whose block goes on to the call, a goto back to a label after the lock, or no lock: reported
# check-command: rcucheck audit --no-tree -C xas-lock-goto-exit
# check-exit-value: 1
# check-output-start
# drivers/cmd.c:75:2: warning: [rcu-callee] xas_store(&xas, node) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: xas_store() -> xas_load() -> xas_start() -> xa_head() at include/linux/xarray.h:22: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call store_released() (in store_released)
#   access: xas_store(&xas, node)
#   root: syscall
# drivers/cmd.c:92:2: warning: [rcu-callee] xas_store(&xas, NULL) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: xas_store() -> xas_load() -> xas_start() -> xa_head() at include/linux/xarray.h:22: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call free_again() (in free_again)
#   access: xas_store(&xas, NULL)
#   root: syscall
# lib/xarray.c:4:9: warning: [rcu-callee] xa_head(xas->xa) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: xa_head() at include/linux/xarray.h:22: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call load_bare() (in xas_start)
#   access: xa_head(xas->xa)
#   chain: xas_load() (lib/xarray.c:9) <- load_bare() (drivers/cmd.c:102)
#   root: syscall
# check-output-end
