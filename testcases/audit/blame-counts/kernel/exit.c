/* A helper most of whose callers hold the reader; see blame-counts.t. */
#include <linux/sched/signal.h>

int leader_nr(struct pid *pid)
{
	struct task_struct *p = pid_leader(pid);

	return p ? p->pid : 0;
}

SYSCALL_DEFINE1(leader_of, struct pid *, pid)
{
	return leader_nr(pid);
}

int wait_leader(struct pid *pid)
{
	int nr;

	rcu_read_lock();
	nr = leader_nr(pid);
	rcu_read_unlock();
	return nr;
}

int reap_leader(struct pid *pid)
{
	int nr;

	rcu_read_lock();
	nr = leader_nr(pid);
	rcu_read_unlock();
	return nr;
}
