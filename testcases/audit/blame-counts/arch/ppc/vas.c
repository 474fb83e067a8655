/* A caller that holds a reader of its own around the call (6.1's vas-api.c). */
void vas_fault(struct pid *pid)
{
	rcu_read_lock();
	kill_pid_info(SIGSEGV, NULL, pid);
	rcu_read_unlock();
}
