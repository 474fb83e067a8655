# check-name: audit: a lock wrapper the tree annotates __acquires(X) with no "lock" in its name (net/netlink's netlink_table_grab() for nl_table_lock) satisfies lockdep_is_held(&X) until a function annotated __releases(X) (netlink_table_ungrab()); after that, or without it, reported; in the access's own function too (netlink_release())
# check-command: rcucheck audit --no-tree -C acquires-wrapper
# check-exit-value: 1
# check-output-start
# nl.c:35:9: warning: [rcu-dereference-protected] tbl_deref_protected(tbl[proto].listeners) (rcu_dereference_protected via tbl_deref_protected) without holding tbl_lock; reached from system call table_racy() (in table_mask)
#   blame: table_racy() (nl.c:66)
#   access: tbl_deref_protected(tbl[proto].listeners)
#   chain: table_racy() (nl.c:66)
#   root: syscall
# nl.c:51:9: warning: [rcu-dereference-protected] tbl_deref_protected(tbl[proto].listeners) (rcu_dereference_protected via tbl_deref_protected) without holding tbl_lock; reached from system call table_late() (in table_mask_hi)
#   access: tbl_deref_protected(tbl[proto].listeners)
#   chain: table_late() (nl.c:60)
#   root: syscall
# check-output-end
