# check-name: audit: a lock macro of the tree with arguments (include/linux/xarray.h's xa_lock_irqsave(xa, flags), xa_lock(xa): spin_lock_irqsave(&(xa)->xa_lock, flags)) holds the member its definition names, so lockdep_is_held(&xa->xa_lock) is met at 6.12 apparmor's aa_alloc_secid(); released by its xa_unlock_irqrestore() before the call, or not taken: reported
# check-command: rcucheck audit --no-tree -C lock-macro-member security/
# check-exit-value: 1
# check-output-start
# security/secid.c:43:9: warning: [rcu-callee] __xa_alloc(&ids, &id, label) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: __xa_alloc() -> xa_head_get() at lib/xarray.c:7: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call secid_alloc_late() (in secid_alloc_late)
#   access: __xa_alloc(&ids, &id, label)
#   root: syscall
# security/secid.c:51:9: warning: [rcu-callee] __xa_alloc(&ids, &id, label) outside rcu_read_lock() and without holding xa_lock; it needs its caller's reader: __xa_alloc() -> xa_head_get() at lib/xarray.c:7: rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock)); reached from system call secid_alloc_bare() (in secid_alloc_bare)
#   access: __xa_alloc(&ids, &id, label)
#   root: syscall
# check-output-end
