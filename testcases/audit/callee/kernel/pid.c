/*
 * Lookups that leave the reader to their callers, as 6.1's kernel/pid.c
 * has them: an accessor whose lockdep condition names tasklist_lock, an
 * RCU_LOCKDEP_WARN() contract, and a lock-free wrapper of it.
 */
struct task_struct *pid_task(struct pid *pid, enum pid_type type)
{
	struct task_struct *result = NULL;

	if (pid) {
		struct hlist_node *first;

		first = rcu_dereference_check(hlist_first_rcu(&pid->tasks[type]),
					      lockdep_tasklist_lock_is_held());
		if (first)
			result = hlist_entry(first, struct task_struct, pid_links[(type)]);
	}
	return result;
}

struct task_struct *find_task_by_pid_ns(pid_t nr, struct pid_namespace *ns)
{
	RCU_LOCKDEP_WARN(!rcu_read_lock_held(),
			 "find_task_by_pid_ns() needs rcu_read_lock() protection");
	return pid_task(find_pid_ns(nr, ns), PIDTYPE_PID);
}

struct task_struct *find_task_by_vpid(pid_t vnr)
{
	return find_task_by_pid_ns(vnr, task_active_pid_ns(current));
}

/* Takes its own reader: its callers need none. */
pid_t pid_owner_nr(struct pid *pid)
{
	struct task_struct *t;
	pid_t nr = 0;

	rcu_read_lock();
	t = pid_task(pid, PIDTYPE_PID);
	if (t)
		nr = t->pid;
	rcu_read_unlock();
	return nr;
}
