/* The same helper with one caller that holds tasklist_lock instead. */
static int uid_of(struct task_struct *p)
{
	return __task_cred(p)->uid;
}

SYSCALL_DEFINE1(getuidof, int, pid)
{
	int uid;

	rcu_read_lock();
	uid = uid_of(current);
	rcu_read_unlock();
	return uid;
}

SYSCALL_DEFINE1(getuidof_locked, int, pid)
{
	struct task_struct *p;
	int uid = -1;

	read_lock(&tasklist_lock);
	p = find_task_by_vpid(pid);
	if (p)
		uid = uid_of(p);
	read_unlock(&tasklist_lock);
	return uid;
}
