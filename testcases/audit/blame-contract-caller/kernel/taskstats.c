/* 6.1 fill_stats_for_tgid() with its rcu_read_lock() removed (recall injection 37) */
static int fill_stats_for_tgid(pid_t tgid)
{
	struct task_struct *first = find_task_by_pid_ns(tgid, task_active_pid_ns(current));

	return first ? first->pid : 0;
}

SYSCALL_DEFINE1(tgid_stats, pid_t, tgid)
{
	return fill_stats_for_tgid(tgid);
}
