SYSCALL_DEFINE1(euid_bad, int, pid)
{
	int euid;

	spin_lock(&current->sighand->siglock);
	euid = task_euid(current);
	spin_unlock(&current->sighand->siglock);
	return euid;
}
