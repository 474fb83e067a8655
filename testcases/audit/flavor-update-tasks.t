# check-name: audit --lifecycle --tier=all: a sched reader (preemption off, rcu_dereference_sched()) and a call_rcu_tasks() updater: Tasks RCU waits for it in task context only, a race from the idle loop's interrupts: impact race, lower tier, moderate (6.12's ftrace direct_functions)
# check-command: rcucheck audit --no-tree --lifecycle --tier=all -C flavor-update tasks.c
# check-exit-value: 1
# check-output-contains: tasks.c:28:2: warning: [rcu-flavor-mismatch] rcu_assign_pointer(direct_hash, n): direct_hash is read under rcu_read_lock_sched() (find_direct() tasks.c:13), but the grace period after this update is call_rcu_tasks() only, which waits for such a reader only in task context
# check-output-contains:   tier: lower
# check-output-contains:   impact: race: readers of direct_hash hold rcu_read_lock_sched() (find_direct() tasks.c:13 among them); its updater here waits for call_rcu_tasks() only, which waits for them in task context only
