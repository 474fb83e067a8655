# check-name: audit: a lock macro over another lock macro holds the member the inner one names: the xa_state's xas_lock_irq(&xas) is xa_lock_irq((xas)->xa), spin_lock_irq(&(xa)->xa_lock), so xas_load()'s lockdep_is_held(&xa->xa_lock) is met (6.1 folio_migrate_mapping(), dax_writeback_mapping_range(), ida_alloc_range()); released before the call, or not taken: reported
# check-command: rcucheck audit --no-tree -C lock-macro-nested mm/
# check-exit-value: 1
# check-output-start
# mm/migrate.c:37:9: warning: [rcu-callee] xas_load(&xas) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: xas_load() -> xa_head() at lib/xarray.c:7: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call migrate_late() (in migrate_late)
#   access: xas_load(&xas)
#   root: syscall
# mm/migrate.c:44:9: warning: [rcu-callee] xas_load(&xas) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: xas_load() -> xa_head() at lib/xarray.c:7: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call migrate_bare() (in migrate_bare)
#   access: xas_load(&xas)
#   root: syscall
# check-output-end
