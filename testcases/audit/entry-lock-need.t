# check-name: audit: an initcall or a module's exit (rcu/data/entry-registrations "from" once) reaching an access that needs a lock alone (rcu_dereference_protected() with lockdep_is_held(&nl_table_lock), 6.1 __netlink_change_ngroups() under genl_register_family()) without it is the default tier: no invoker of the kernel's takes a subsystem's lock; the same initcall at a reader's access (rcu_dereference()), and a work item at the lock's access, stay lower by the evidence rule; the access under its lock (write_lock_irq()) is quiet
# check-command: rcucheck audit --no-tree -C entry-lock-need --tier=all
# check-exit-value: 1
# check-output-start
# nl.c:30:8: warning: [rcu-dereference-protected] rcu_dereference_protected(tbl.listeners, lockdep_is_held(&nl_table_lock)) without holding nl_table_lock; fam_init() is an initcall (module_init() at nl.c:64), run by do_one_initcall() with no reader held (in change_ngroups_locked)
#   blame: register_family_bare() (nl.c:48)
#   access: rcu_dereference_protected(tbl.listeners, lockdep_is_held(&nl_table_lock))
#   chain: register_family_bare() (nl.c:48) <- fam_init() (nl.c:62)
#   root: entry
# nl.c:54:24: warning: [rcu-dereference] rcu_dereference(tbl.listeners) outside rcu_read_lock(); peek_init() is an initcall (module_init() at nl.c:70), run by do_one_initcall() with no reader held (in groups_peek)
#   access: rcu_dereference(tbl.listeners)
#   chain: peek_init() (nl.c:68)
#   root: entry
#   tier: lower
# nl.c:79:9: warning: [rcu-dereference-protected] rcu_dereference_protected(tbl.listeners, lockdep_is_held(&nl_table_lock)) without holding nl_table_lock; regroup_fn() is a work item (DECLARE_WORK() at nl.c:86), run by process_one_work() with no reader held (in groups_locked)
#   access: rcu_dereference_protected(tbl.listeners, lockdep_is_held(&nl_table_lock))
#   chain: regroup_fn() (nl.c:84)
#   root: entry
#   tier: lower
# check-output-end
