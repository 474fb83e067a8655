# check-name: audit: srcu_dereference() needs the same srcu_struct: another one held by the caller is reported
# check-command: rcucheck audit --no-tree -C srcu-callers
# check-exit-value: 1
# check-output-contains: notify.c:6:9: warning: [rcu-dereference] srcu_dereference(
# check-output-contains: outside srcu_read_lock(&notify_srcu); held instead: srcu_read_lock(&other_srcu); reached from system call notify_wrong() (in first_prio)
# check-output-contains:   chain: notify_wrong() (notify.c:26, holding srcu_read_lock(&other_srcu))
