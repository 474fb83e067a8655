# check-name: audit: for the blame count, a call from a function that requires the reader itself (a contract: find_task_by_pid_ns()'s RCU_LOCKDEP_WARN()) is made under it: find_pid_ns() (one call under a reader, find_vpid()'s without, find_task_by_pid_ns()'s under its contract) leaves the reader to its callers, and fill_stats_for_tgid() (recall injection 37) is blamed, not the lookup's own caller
# check-command: rcucheck audit --no-tree -C blame-contract-caller kernel/pid.c
# check-exit-value: 1
# check-output-start
# kernel/pid.c:8:9: warning: [rcu-callee] idr_find(&ns->idr, nr) outside any RCU reader; it needs its caller's reader: idr_find() at rcu/data/lookups: idr_find() leaves the reader to its caller; reached from system call tgid_stats() (in find_pid_ns)
#   blame: fill_stats_for_tgid() (kernel/taskstats.c:4)
#   access: idr_find(&ns->idr, nr)
#   chain: find_task_by_pid_ns() (kernel/pid.c:20) <- fill_stats_for_tgid() (kernel/taskstats.c:4) <- tgid_stats() (kernel/taskstats.c:11)
#   root: syscall
# check-output-end
