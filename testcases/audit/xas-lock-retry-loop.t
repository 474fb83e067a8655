# check-name: audit: a lock wrapper released inside a retry loop that takes it again at the top of its body, left only by a break before the release (6.12 collapse_file(): do { xas_lock_irq(&xas); ...; if (!xas_error(&xas)) break; xas_unlock_irq(&xas); if (!xas_nomem()) goto rollback; } while (1);), is held after the loop, so lockdep_is_held(&xa->xa_lock) is met at xas_load(); a break after the release, or a loop that ends on its own condition: reported
# check-command: rcucheck audit --no-tree -C xas-lock-retry-loop
# check-exit-value: 1
# check-output-start
# lib/xarray.c:4:9: warning: [rcu-callee] xa_head(xas->xa) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: xa_head() at include/linux/xarray.h:22: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call collapse_break() (in xas_start)
#   access: xa_head(xas->xa)
#   chain: xas_load() (lib/xarray.c:9) <- collapse_break() (mm/khugepaged.c:56)
#   root: syscall
# mm/khugepaged.c:75:10: warning: [rcu-callee] xas_load(&xas) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: xas_load() -> xas_start() -> xa_head() at include/linux/xarray.h:22: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call collapse_bounded() (in collapse_bounded)
#   access: xas_load(&xas)
#   root: syscall
# check-output-end
