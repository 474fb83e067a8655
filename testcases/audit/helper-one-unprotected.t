# check-name: audit: a static helper with two callers, one under tasklist_lock only
# check-command: rcucheck audit --no-tree -C helper-one-unprotected
# check-exit-value: 1
# check-output-start
# sys.c:4:9: warning: [rcu-dereference] __task_cred(p) outside rcu_read_lock(); held instead: tasklist_lock; reached from system call getuidof_locked() (in uid_of)
#   blame: getuidof_locked() (sys.c:25)
#   access: __task_cred(p)
#   held: tasklist_lock
#   chain: getuidof_locked() (sys.c:25, holding tasklist_lock)
#   root: syscall
# check-output-end
