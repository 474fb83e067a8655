/* A function that states its contract: its callers are checked instead. */
struct task_struct *find_task(int nr)
{
	RCU_LOCKDEP_WARN(!rcu_read_lock_held(),
			 "find_task() needs rcu_read_lock() protection");
	return rcu_dereference(tasks[nr]);
}

/* Every caller here holds the lock: quiet. */
int task_exists(int nr)
{
	int ret;

	rcu_read_lock();
	ret = find_task(nr) != NULL;
	rcu_read_unlock();
	return ret;
}

/* This one does not: the finding is about this caller. */
SYSCALL_DEFINE1(taskcheck, int, nr)
{
	return find_task(nr) != NULL;
}
