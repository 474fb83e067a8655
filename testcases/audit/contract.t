# check-name: audit: RCU_LOCKDEP_WARN contract: the protected caller is quiet, the syscall that lacks the lock is reported
# check-command: rcucheck audit --no-tree -C contract
# check-exit-value: 1
# check-output-start
# pid.c:6:9: warning: [rcu-dereference] rcu_dereference(tasks[nr]) outside rcu_read_lock(); find_task() requires its caller to hold it; reached from system call taskcheck() (in find_task)
#   blame: taskcheck() (pid.c:23)
#   access: rcu_dereference(tasks[nr])
#   chain: taskcheck() (pid.c:23)
#   root: syscall
# check-output-end
