SYSCALL_DEFINE1(euid_ok, int, pid)
{
	int euid;

	rcu_read_lock();
	euid = task_euid(current);
	rcu_read_unlock();
	return euid;
}
