/*
 * kill_pid_info() of the recall corpus's injection 25, its section
 * removed; see blame-counts.t.
 */
#include <linux/sched/signal.h>

int kill_pid_info(int sig, struct kernel_siginfo *info, struct pid *pid)
{
	struct task_struct *p;
	int error = -ESRCH;

	p = pid_task(pid, PIDTYPE_PID);
	if (p)
		error = group_send_sig_info(sig, info, p, PIDTYPE_TGID);
	return error;
}

static int kill_proc_info(int sig, struct kernel_siginfo *info, pid_t pid)
{
	int error;

	rcu_read_lock();
	error = kill_pid_info(sig, info, find_vpid(pid));
	rcu_read_unlock();
	return error;
}

SYSCALL_DEFINE2(kill_it, pid_t, pid, int, sig)
{
	return kill_proc_info(sig, NULL, pid);
}

SYSCALL_DEFINE2(pidfd_send, struct pid *, pid, int, sig)
{
	return kill_pid_info(sig, NULL, pid);
}

int kill_pid(struct pid *pid, int sig, int priv)
{
	return kill_pid_info(sig, NULL, pid);
}
