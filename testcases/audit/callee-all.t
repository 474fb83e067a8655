# check-name: audit: the same tree audited whole: pid_task()'s access in kernel/pid.c is the rules' (one chain an access, no rcu-callee repeat of it), and blames owner_spin(), the ipc/ caller that should have taken the reader
# check-command: rcucheck audit --no-tree -C callee
# check-exit-value: 1
# check-output-start
# kernel/pid.c:13:11: warning: [rcu-dereference] rcu_dereference_check(hlist_first_rcu(&pid->tasks[type]), lockdep_tasklist_lock_is_held()) outside rcu_read_lock() and without holding tasklist_lock; held instead: owner_lock; reached from system call owner_spin() (in pid_task)
#   blame: owner_spin() (ipc/owner.c:11)
#   access: rcu_dereference_check(hlist_first_rcu(&pid->tasks[type]), lockdep_tasklist_lock_is_held())
#   held: owner_lock
#   chain: owner_spin() (ipc/owner.c:11, holding owner_lock)
#   root: syscall
# check-output-end
