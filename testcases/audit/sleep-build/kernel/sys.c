/*
 * What the checked build holds decides what sleeps, and a lock taken and
 * dropped on one condition ends its section for every path after.
 */
static DEFINE_RWLOCK(tasklist_lock);
static DEFINE_SPINLOCK(sys_lock);

/* read_lock() sleeps only through PREEMPT_RT's rt_read_lock(): quiet (getpriority()). */
int sys_rt_rwlock(struct task_struct *p)
{
	int n;

	rcu_read_lock();
	read_lock(&tasklist_lock);
	n = p->prio;
	read_unlock(&tasklist_lock);
	rcu_read_unlock();
	return n;
}

/* write_lock_irq(), the same (setpgid()): quiet. */
void sys_rt_wrlock(struct task_struct *p)
{
	rcu_read_lock();
	write_lock_irq(&tasklist_lock);
	p->pgrp = 0;
	write_unlock_irq(&tasklist_lock);
	rcu_read_unlock();
}

/* Built only under "ifdef CONFIG_PREEMPT_RT", or in a directory built only so: quiet. */
void sys_rt_other(struct mutex *m)
{
	rcu_read_lock();
	rt_lock_ifdef(m);
	rt_lock_dir(m);
	rcu_read_unlock();
}

/* A file built under PREEMPT_RT and under SMP, and one built always: reported. */
void sys_built(struct mutex *m)
{
	rcu_read_lock();
	both_lock(m);
	always_lock(m);
	rcu_read_unlock();
}

/* Another architecture's show_regs() reads user memory: quiet (print_fatal_signal()). */
void sys_show(struct pt_regs *regs)
{
	preempt_disable();
	show_regs(regs);
	arch_only_sleeper();
	preempt_enable();
}

/* The checked architecture's own sleeper: reported. */
void sys_arch_own(void)
{
	preempt_disable();
	x86_wait();
	preempt_enable();
}

/*
 * A lock taken and dropped on one condition (prlimit64()): the
 * copy_to_user() after the second test is outside it on every path;
 * the one between is inside when the condition holds: reported.
 */
int sys_cond_lock(struct task_struct *tsk, void __user *old, void __user *mid, int pid)
{
	bool need_tasklist = pid != 0;
	int ret = 0;

	need_tasklist = !same_thread_group(tsk, current);
	if (need_tasklist) {
		read_lock(&tasklist_lock);
		if (!pid_alive(tsk))
			ret = -ESRCH;
	}
	if (!ret)
		ret = do_prlimit(tsk);
	if (copy_to_user(mid, &ret, sizeof(ret)))
		ret = -EFAULT;
	if (need_tasklist)
		read_unlock(&tasklist_lock);
	if (!ret && old) {
		if (copy_to_user(old, &ret, sizeof(ret)))
			ret = -EFAULT;
	}
	return ret;
}

/* The same with a spinlock and no braces, and an unconditional lock whose unlock is conditional: reported after. */
void sys_cond_spin(struct dev *d, int locked)
{
	if (locked)
		spin_lock(&sys_lock);
	d->count++;
	if (locked)
		spin_unlock(&sys_lock);
	msleep(1);

	spin_lock(&sys_lock);
	d->count++;
	if (locked)
		spin_unlock(&sys_lock);
	msleep(2);
}

/* A goto past the second test keeps the section: reported. */
int sys_cond_goto(struct dev *d, int locked)
{
	if (locked)
		spin_lock(&sys_lock);
	if (d->count)
		goto out;
	if (locked)
		spin_unlock(&sys_lock);
	return 0;
out:
	msleep(3);
	return 1;
}
