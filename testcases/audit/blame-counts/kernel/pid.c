/* pid_task() as 6.1 has it: its lockdep condition leaves the reader to its callers. */
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

struct task_struct *pid_leader(struct pid *pid)
{
	struct hlist_node *first;

	first = rcu_dereference_check(hlist_first_rcu(&pid->tasks[PIDTYPE_TGID]),
				      lockdep_tasklist_lock_is_held());
	return first ? hlist_entry(first, struct task_struct, pid_links[PIDTYPE_TGID]) : NULL;
}
