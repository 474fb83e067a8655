# check-name: audit: the blame site is decided by every call of the functions on the chain, not by those the search counted before its first default root: kill_pid_info() (recall injection 25), called without a reader by a system call, kill_pid() and it_real_fn() and under one by kill_proc_info() and arch's vas_fault(), is blamed though the search stopped at the system call after two protected calls and one not; leader_nr(), whose system call comes first and whose two other callers hold the reader, leaves it to them and the system call is blamed
# check-command: rcucheck audit --no-tree -C blame-counts kernel/pid.c
# check-exit-value: 1
# check-output-start
# kernel/pid.c:9:11: warning: [rcu-dereference] rcu_dereference_check(hlist_first_rcu(&pid->tasks[type]), lockdep_tasklist_lock_is_held()) outside rcu_read_lock() and without holding tasklist_lock; reached from system call pidfd_send() (in pid_task)
#   blame: kill_pid_info() (kernel/signal.c:12)
#   access: rcu_dereference_check(hlist_first_rcu(&pid->tasks[type]), lockdep_tasklist_lock_is_held())
#   chain: kill_pid_info() (kernel/signal.c:12) <- pidfd_send() (kernel/signal.c:35)
#   root: syscall
# kernel/pid.c:21:10: warning: [rcu-dereference] rcu_dereference_check(hlist_first_rcu(&pid->tasks[PIDTYPE_TGID]), lockdep_tasklist_lock_is_held()) outside rcu_read_lock() and without holding tasklist_lock; reached from system call leader_of() (in pid_leader)
#   blame: leader_of() (kernel/exit.c:13)
#   access: rcu_dereference_check(hlist_first_rcu(&pid->tasks[PIDTYPE_TGID]), lockdep_tasklist_lock_is_held())
#   chain: leader_nr() (kernel/exit.c:6) <- leader_of() (kernel/exit.c:13)
#   root: syscall
# check-output-end
