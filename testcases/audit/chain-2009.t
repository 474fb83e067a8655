# check-name: audit: the 2009 setpriority chain: helper, contract comments, tasklist_lock in the syscall
# check-command: rcucheck audit --no-tree -C chain-2009
# check-exit-value: 1
# check-output-start
# sys.c:10:53: warning: [rcu-dereference] __task_cred(p) outside rcu_read_lock(); held instead: tasklist_lock; set_one_prio_perm() requires its caller to hold it; reached from system call setpriority() (in set_one_prio_perm)
#   blame: setpriority() (sys.c:37)
#   access: __task_cred(p)
#   held: tasklist_lock
#   chain: set_one_prio() (sys.c:21) <- setpriority() (sys.c:37, holding tasklist_lock)
#   root: syscall
# check-output-end
