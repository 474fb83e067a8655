# check-name: audit: a lock released in the if's block of an if/else and the call made in its else holds the lock there (6.12 mm/vmscan.c __remove_mapping(): xa_unlock_irq() in the swap cache branch, __filemap_remove_folio() in the else, still under xa_lock_irq()): quiet; released in the if with the call after the if/else, released in the else before the call, or the lock taken inside the if whose else makes the call: reported
# check-command: rcucheck audit --no-tree -C lock-release-other-branch mm/
# check-exit-value: 1
# check-output-start
# mm/vmscan.c:46:20: warning: [rcu-dereference] rcu_dereference_check(m->i_pages.head, lockdep_is_held(&m->i_pages.xa_lock)) outside rcu_read_lock() and without holding xa_lock; reached from system call remove_mapping_after() (in delete_after_if)
#   blame: remove_mapping_after() (mm/vmscan.c:64)
#   access: rcu_dereference_check(m->i_pages.head, lockdep_is_held(&m->i_pages.xa_lock))
#   chain: remove_mapping_after() (mm/vmscan.c:64)
#   root: syscall
# mm/vmscan.c:70:20: warning: [rcu-dereference] rcu_dereference_check(m->i_pages.head, lockdep_is_held(&m->i_pages.xa_lock)) outside rcu_read_lock() and without holding xa_lock; reached from system call remove_mapping_both() (in delete_both)
#   blame: remove_mapping_both() (mm/vmscan.c:87)
#   access: rcu_dereference_check(m->i_pages.head, lockdep_is_held(&m->i_pages.xa_lock))
#   chain: remove_mapping_both() (mm/vmscan.c:87)
#   root: syscall
# mm/vmscan.c:94:20: warning: [rcu-dereference] rcu_dereference_check(m->i_pages.head, lockdep_is_held(&m->i_pages.xa_lock)) outside rcu_read_lock() and without holding xa_lock; reached from system call remove_mapping_outer() (in delete_outer)
#   blame: remove_mapping_outer() (mm/vmscan.c:110)
#   access: rcu_dereference_check(m->i_pages.head, lockdep_is_held(&m->i_pages.xa_lock))
#   chain: remove_mapping_outer() (mm/vmscan.c:110)
#   root: syscall
# check-output-end
# check-error-contains: audit: rcu-dereference          3 default, 0 lower
