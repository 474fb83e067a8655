/*
 * 6.1 kernel/pid.c: find_pid_ns() reads the idr (idr_find(), a lookup
 * that leaves the reader to its caller); find_task_by_pid_ns() asserts
 * the reader with RCU_LOCKDEP_WARN(), a contract on its own callers.
 */
struct pid *find_pid_ns(int nr, struct pid_namespace *ns)
{
	return idr_find(&ns->idr, nr);
}

struct pid *find_vpid(int nr)
{
	return find_pid_ns(nr, task_active_pid_ns(current));
}

struct task_struct *find_task_by_pid_ns(pid_t nr, struct pid_namespace *ns)
{
	RCU_LOCKDEP_WARN(!rcu_read_lock_held(),
			 "find_task_by_pid_ns() needs rcu_read_lock() protection");
	return pid_task(find_pid_ns(nr, ns), PIDTYPE_PID);
}
