# check-name: audit: calls of functions that need their caller's reader (rcu-callee), auditing the callers' directory alone: pid_task() under a spinlock and find_task_by_vpid() with bottom halves off are reported, under tasklist_lock (pid_task()'s condition) or rcu_read_lock() quiet, a callee that takes its own reader quiet; a helper its callers protect blames the caller that does not
# check-command: rcucheck audit --no-tree -C callee ipc/
# check-exit-value: 1
# check-output-start
# ipc/owner.c:11:6: warning: [rcu-callee] pid_task(pid, PIDTYPE_PID) outside rcu_read_lock() and without holding tasklist_lock; held instead: owner_lock; it needs its caller's reader: pid_task() at kernel/pid.c:13: rcu_dereference_check(hlist_first_rcu(&pid->tasks[type]), lockdep_tasklist_lock_is_held()); reached from system call owner_spin() (in owner_spin)
#   access: pid_task(pid, PIDTYPE_PID)
#   held: owner_lock
#   root: syscall
# ipc/owner.c:53:6: warning: [rcu-callee] find_task_by_vpid(nr) outside rcu_read_lock(); held instead: bh-disabled; it needs its caller's reader: find_task_by_vpid() -> find_task_by_pid_ns() at kernel/pid.c:21: RCU_LOCKDEP_WARN(!rcu_read_lock_held(), "find_task_by_pid_ns() needs rcu_read_lock() protection"); reached from system call owner_bh() (in owner_bh)
#   access: find_task_by_vpid(nr)
#   held: bh-disabled
#   root: syscall
# ipc/owner.c:72:26: warning: [rcu-callee] find_task_by_vpid(nr) outside rcu_read_lock(); it needs its caller's reader: find_task_by_vpid() -> find_task_by_pid_ns() at kernel/pid.c:21: RCU_LOCKDEP_WARN(!rcu_read_lock_held(), "find_task_by_pid_ns() needs rcu_read_lock() protection"); reached from system call owner_helper_bare() (in owner_of)
#   blame: owner_helper_bare() (ipc/owner.c:91)
#   access: find_task_by_vpid(nr)
#   chain: owner_helper_bare() (ipc/owner.c:91)
#   root: syscall
# check-output-end
