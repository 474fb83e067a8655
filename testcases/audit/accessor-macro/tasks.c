/* for_each_process() is list_entry_rcu() through next_task(): a walk of the RCU task list. */
SYSCALL_DEFINE1(count_tasks_rcu, int, unused)
{
	struct task_struct *p;
	int n = 0;

	rcu_read_lock();
	for_each_process(p)
		n++;
	rcu_read_unlock();
	return n;
}

/* tasklist_lock is what the task list's writers hold: quiet. */
SYSCALL_DEFINE1(count_tasks_tasklist, int, unused)
{
	struct task_struct *p;
	int n = 0;

	read_lock(&tasklist_lock);
	for_each_process(p)
		n++;
	read_unlock(&tasklist_lock);
	return n;
}

/* Neither: reported, naming the macro and the accessor under it. */
SYSCALL_DEFINE1(count_tasks_racy, int, unused)
{
	struct task_struct *p;
	int n = 0;

	for_each_process(p)
		n++;
	return n;
}

/* The macro that takes the reader itself: quiet. */
SYSCALL_DEFINE1(task_flags, struct task_struct *, t)
{
	return task_flags_locked(t);
}

static int count_threads(struct task_struct *p)
{
	struct task_struct *t;
	int n = 0;

	for_each_thread(p, t)
		n++;
	return n;
}

/* p's siglock (lock_task_sighand() disables preemption) is an RCU reader for the walk: quiet. */
SYSCALL_DEFINE1(count_threads_sighand, struct task_struct *, p)
{
	unsigned long flags;
	int n = 0;

	if (lock_task_sighand(p, &flags)) {
		n = count_threads(p);
		unlock_task_sighand(p, &flags);
	}
	return n;
}

/* The sighand lock asserted held (kernel/time/tick-sched.c's tick_nohz_dep_set_signal()): quiet. */
SYSCALL_DEFINE1(kick_threads, struct task_struct *, tsk)
{
	struct signal_struct *sig = tsk->signal;
	struct task_struct *t;

	lockdep_assert_held(&tsk->sighand->siglock);
	__for_each_thread(sig, t)
		kick(t);
	return 0;
}
