# check-name: audit: the same tree audited whole: pid_task()'s own access and find_task_by_pid_ns()'s contract are searched from kernel/pid.c, each finding blames the ipc/ caller that should have taken the reader
# check-command: rcucheck audit --no-tree -C callee
# check-exit-value: 1
# check-output-start
# ipc/owner.c:72:26: warning: [rcu-callee] find_task_by_vpid() outside rcu_read_lock(); it needs its caller's reader: find_task_by_vpid() -> find_task_by_pid_ns() at kernel/pid.c:21: RCU_LOCKDEP_WARN(!rcu_read_lock_held(), "find_task_by_pid_ns() needs rcu_read_lock() protection"); reached from system call owner_helper_bare() (in owner_of)
#   blame: owner_helper_bare() (ipc/owner.c:89)
#   access: find_task_by_vpid()
#   chain: owner_helper_bare() (ipc/owner.c:89)
#   root: syscall
# kernel/pid.c:13:11: warning: [rcu-dereference] rcu_dereference_check(hlist_first_rcu(&pid->tasks[type]), lockdep_tasklist_lock_is_held()) outside rcu_read_lock() and without holding tasklist_lock; held instead: owner_lock; reached from system call owner_spin() (in pid_task)
#   blame: owner_spin() (ipc/owner.c:11)
#   access: rcu_dereference_check(hlist_first_rcu(&pid->tasks[type]), lockdep_tasklist_lock_is_held())
#   held: owner_lock
#   chain: owner_spin() (ipc/owner.c:11, holding owner_lock)
#   root: syscall
# kernel/pid.c:30:9: warning: [rcu-callee] find_task_by_pid_ns() outside rcu_read_lock(); held instead: bh-disabled; it needs its caller's reader: find_task_by_pid_ns() at kernel/pid.c:21: RCU_LOCKDEP_WARN(!rcu_read_lock_held(), "find_task_by_pid_ns() needs rcu_read_lock() protection"); reached from system call owner_bh() (in find_task_by_vpid)
#   blame: owner_bh() (ipc/owner.c:53)
#   access: find_task_by_pid_ns()
#   held: bh-disabled
#   chain: owner_bh() (ipc/owner.c:53, holding bh-disabled)
#   root: syscall
# check-output-end
