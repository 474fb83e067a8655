/*
 * Functions the kernel runs from an invoker that holds nothing
 * (rcu/data/entry-registrations): a work item, an initcall, a kthread.
 * A chain of unprotected calls from one has the root "entry": default
 * tier when it holds a lock instead. A function reached only through
 * another pointer (a timer, an ops table) stays a callback, lower.
 */
static DEFINE_MUTEX(oom_lock);
static DEFINE_SPINLOCK(foo_lock);

/* 6.1 dump_tasks() with its rcu_read_lock() removed */
static void dump_tasks(void)
{
	struct task_struct *p = rcu_dereference(init_task.next);

	pr_info("%d\n", p->pid);
}

static void out_of_mem(void)
{
	dump_tasks();
}

/* a work item (sysrq's moom_callback()), holding a mutex instead */
static void moom_callback(struct work_struct *ignored)
{
	mutex_lock(&oom_lock);
	out_of_mem();
	mutex_unlock(&oom_lock);
}

static DECLARE_WORK(moom_work, moom_callback);

static int show_mem_get(void)
{
	struct task_struct *p = rcu_dereference(init_task.next);

	return p->pid;
}

/* an initcall: nothing held at all */
static int __init show_mem_init(void)
{
	return show_mem_get();
}
module_init(show_mem_init);

static int kick_get(void)
{
	struct task_struct *p = rcu_dereference(init_task.parent);

	return p->pid;
}

/* a work item set up with INIT_WORK(&x->work, fn), holding a spinlock */
static void kick_fn(struct work_struct *w)
{
	spin_lock(&foo_lock);
	kick_get();
	spin_unlock(&foo_lock);
}

static void kick_setup(struct foo_dev *d)
{
	INIT_WORK(&d->work, kick_fn);
}

/* negative: the work item takes the reader around the call */
static int ok_get(void)
{
	struct task_struct *p = rcu_dereference(init_task.real_parent);

	return p->pid;
}

static void ok_fn(struct work_struct *w)
{
	rcu_read_lock();
	ok_get();
	rcu_read_unlock();
}

static DECLARE_DELAYED_WORK(ok_work, ok_fn);

/* negative: a guard(rcu)() in the kthread's function */
static int guard_get(void)
{
	struct task_struct *p = rcu_dereference(init_task.group_leader);

	return p->pid;
}

static int guard_thread(void *arg)
{
	guard(rcu)();
	return guard_get();
}

static void guard_start(void)
{
	kthread_run(guard_thread, NULL, "guard");
}

/* negative: rcu_dereference_protected() under the right lock, in a work item */
static int prot_get(void)
{
	struct task_struct *p = rcu_dereference_protected(init_task.pi_top_task,
							 lockdep_is_held(&foo_lock));

	return p->pid;
}

static void prot_fn(struct work_struct *w)
{
	spin_lock(&foo_lock);
	prot_get();
	spin_unlock(&foo_lock);
}

static DECLARE_WORK(prot_work, prot_fn);

/* negative of the class: a timer's function is not an entry (bottom halves off) */
static int tick_get(void)
{
	struct task_struct *p = rcu_dereference(init_task.last_wakee);

	return p->pid;
}

static void tick_fn(struct timer_list *t)
{
	tick_get();
}

static void tick_setup(struct foo_dev *d)
{
	timer_setup(&d->timer, tick_fn, 0);
}

/* negative of the text: the name as another argument, or in a comment, is no registration */
static int other_get(void)
{
	struct task_struct *p = rcu_dereference(init_task.mm_owner);

	return p->pid;
}

static void other_fn(struct work_struct *w)
{
	other_get();
}

static void other_setup(struct foo_dev *d)
{
	/* INIT_WORK(&d->work, other_fn) is done by the core */
	foo_register(&d->work, other_fn);
}
