/* callers of the pid lookups that take the reader */
static pid_t locks_translate_pid(int pid, struct pid_namespace *ns)
{
	pid_t vnr;

	rcu_read_lock();
	vnr = pid_nr_ns(find_pid_ns(pid, &init_pid_ns), ns);
	rcu_read_unlock();
	return vnr;
}

static int locks_kill(int pid)
{
	int ret;

	rcu_read_lock();
	ret = kill_pid(find_vpid(pid), SIGKILL, 1);
	rcu_read_unlock();
	return ret;
}

SYSCALL_DEFINE1(locks_pid, int, pid)
{
	return locks_translate_pid(pid, task_active_pid_ns(current)) + locks_kill(pid);
}
