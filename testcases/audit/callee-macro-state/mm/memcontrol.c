/*
 * Calls of a header inline that needs its caller's reader through two
 * macros (task_css() -> task_css_check() -> task_css_set_check(), whose
 * rcu_dereference_check() condition has, beside the locks, a term on the
 * data's state: "(task)->flags & PF_EXITING", the task is exiting, and
 * the macro's own "(__c)", which task_css() passes as false).
 */

/* a mutex taken for rcu_read_lock(): the seed's mistake, default tier */
static int get_oom_group(struct task_struct *victim)
{
	int id;

	mutex_lock(&oom_lock);
	id = task_css(victim, memory_cgrp_id)->id;
	mutex_unlock(&oom_lock);
	return id;
}

SYSCALL_DEFINE1(oom_group, int, pid)
{
	return get_oom_group(find_victim(pid));
}

/*
 * negative: 6.1 mem_cgroup_get_oom_group() with task_lock() for
 * rcu_read_lock() (recall injection 08): a spinlock disables
 * preemption, which the condition's rcu_read_lock_sched_held() accepts
 */
static int task_lock_id(struct task_struct *victim)
{
	int id;

	task_lock(victim);
	id = task_css(victim, memory_cgrp_id)->id;
	task_unlock(victim);
	return id;
}

SYSCALL_DEFINE1(task_locked, int, pid)
{
	return task_lock_id(find_victim(pid));
}

/* no lock, no reader: whether the task is exiting decides, lower */
static int bare_id(struct task_struct *p)
{
	return task_css(p, memory_cgrp_id)->id;
}

SYSCALL_DEFINE1(bare, int, pid)
{
	return bare_id(find_victim(pid));
}

/* a lock, but the caller tests the flag: it may rely on the state, lower */
static int exiting_id(struct task_struct *p)
{
	int id = 0;

	mutex_lock(&oom_lock);
	if (p->flags & PF_EXITING)
		id = task_css(p, memory_cgrp_id)->id;
	mutex_unlock(&oom_lock);
	return id;
}

SYSCALL_DEFINE1(exiting, int, pid)
{
	return exiting_id(find_victim(pid));
}

/* negatives: the reader, or a lock the condition names */
static int reader_id(struct task_struct *p)
{
	int id;

	rcu_read_lock();
	id = task_css(p, memory_cgrp_id)->id;
	rcu_read_unlock();
	return id;
}

static int css_set_id(struct task_struct *p)
{
	int id;

	spin_lock_irq(&css_set_lock);
	id = task_css(p, memory_cgrp_id)->id;
	spin_unlock_irq(&css_set_lock);
	return id;
}

SYSCALL_DEFINE1(protected, int, pid)
{
	return reader_id(find_victim(pid)) + css_set_id(find_victim(pid));
}
