# check-name: audit: tasks-trace readers: rcu_read_lock_trace() meets rcu_read_lock_trace_held(), not rcu_dereference(); rcu_read_lock() meets the check's rcu_read_lock_held()
# check-command: rcucheck audit --no-tree -C tasks-trace
# check-exit-value: 1
# check-output-start
# cgroup.c:27:10: warning: [rcu-dereference] rcu_dereference(cgrp->effective[atype]) outside rcu_read_lock(); held instead: rcu_read_lock_trace(); array_trace_wrong() is exported and no caller shown protects it (in array_trace_wrong)
#   access: rcu_dereference(cgrp->effective[atype])
#   held: rcu_read_lock_trace()
#   root: exported
# check-output-end
