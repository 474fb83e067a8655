# check-name: index --needs: the functions that need their caller's reader, learned from the tree: an accessor with a lockdep condition, a contract, a lock-free wrapper of it; not one that takes its own reader
# check-command: rcucheck index --no-save -C callee --needs kernel/
# check-output-start
# needs find_mod	any	kernel/module.c:6	find_mod()	list_for_each_entry_rcu(mod, &modules, list, lockdep_is_held(&module_mutex))
# needs pid_task	rcu	kernel/pid.c:13	pid_task()	rcu_dereference_check(hlist_first_rcu(&pid->tasks[type]), lockdep_tasklist_lock_is_held())
# needs find_task_by_pid_ns	rcu	kernel/pid.c:21	find_task_by_pid_ns()	RCU_LOCKDEP_WARN(!rcu_read_lock_held(), "find_task_by_pid_ns() needs rcu_read_lock() protection")
# needs find_task_by_vpid	rcu	kernel/pid.c:21	find_task_by_vpid() -> find_task_by_pid_ns()	RCU_LOCKDEP_WARN(!rcu_read_lock_held(), "find_task_by_pid_ns() needs rcu_read_lock() protection")
# check-output-end
