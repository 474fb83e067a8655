/* Callers of kernel/pid.c's lookups; only this directory is audited. */
static DEFINE_SPINLOCK(owner_lock);

/* A spinlock is no reader and not the condition's lock: reported. */
SYSCALL_DEFINE1(owner_spin, struct pid *, pid)
{
	struct task_struct *t;
	int ret = 0;

	spin_lock(&owner_lock);
	t = pid_task(pid, PIDTYPE_PID);
	if (t)
		ret = t->pid;
	spin_unlock(&owner_lock);
	return ret;
}

/* tasklist_lock is what pid_task()'s condition names: quiet. */
SYSCALL_DEFINE1(owner_tasklist, struct pid *, pid)
{
	struct task_struct *t;
	int ret = 0;

	read_lock(&tasklist_lock);
	t = pid_task(pid, PIDTYPE_PID);
	if (t)
		ret = t->pid;
	read_unlock(&tasklist_lock);
	return ret;
}

/* Under rcu_read_lock(): quiet. */
SYSCALL_DEFINE1(owner_rcu, pid_t, nr)
{
	struct task_struct *t;
	int ret = 0;

	rcu_read_lock();
	t = find_task_by_vpid(nr);
	if (t)
		ret = t->pid;
	rcu_read_unlock();
	return ret;
}

/* Bottom halves off are not rcu_read_lock_held(): reported. */
SYSCALL_DEFINE1(owner_bh, pid_t, nr)
{
	struct task_struct *t;
	int ret = 0;

	local_bh_disable();
	t = find_task_by_vpid(nr);
	if (t)
		ret = t->pid;
	local_bh_enable();
	return ret;
}

/* A callee that takes its own reader: quiet. */
SYSCALL_DEFINE1(owner_nr, struct pid *, pid)
{
	return pid_owner_nr(pid);
}

/*
 * A helper its callers are to protect: one does, the other does not, and
 * that one is the blame site.
 */
static int owner_of(pid_t nr)
{
	struct task_struct *t = find_task_by_vpid(nr);

	return t ? t->pid : 0;
}

SYSCALL_DEFINE1(owner_helper_rcu, pid_t, nr)
{
	int ret;

	rcu_read_lock();
	ret = owner_of(nr);
	rcu_read_unlock();
	return ret;
}

SYSCALL_DEFINE1(owner_helper_bare, pid_t, nr)
{
	int ret;

	ret = owner_of(nr);
	return ret;
}

/* Preemption off is a reader of the flavor a list walk's check accepts: quiet. */
SYSCALL_DEFINE1(owner_module, const char *, name)
{
	struct module *mod;
	int ret;

	preempt_disable();
	mod = find_mod(name);
	ret = mod ? 1 : 0;
	preempt_enable();
	return ret;
}
