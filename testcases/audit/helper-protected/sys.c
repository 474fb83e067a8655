/* A static helper whose every caller holds the read lock: correct. */
static int uid_of(struct task_struct *p)
{
	return __task_cred(p)->uid;
}

SYSCALL_DEFINE1(getuidof, int, pid)
{
	struct task_struct *p;
	int uid = -1;

	rcu_read_lock();
	p = find_task_by_vpid(pid);
	if (p)
		uid = uid_of(p);
	rcu_read_unlock();
	return uid;
}

SYSCALL_DEFINE1(getuidof2, int, pid)
{
	int uid;

	rcu_read_lock();
	uid = uid_of(current);
	rcu_read_unlock();
	return uid;
}
