/* A subsystem's own guard (linux/cleanup.h style): preemption off. */
DEFINE_LOCK_GUARD_0(foo_cpu, foo_cpu_enter(), foo_cpu_exit())

static void foo_cpu_enter(void)
{
	preempt_disable_notrace();
}

static void foo_cpu_exit(void)
{
	preempt_enable_notrace();
}

static int peek_sched(struct holder *h)
{
	return rcu_dereference_sched(h->obj)->v;
}

/* guard(preempt_notrace)() disables preemption: a sched reader, quiet. */
SYSCALL_DEFINE1(peek_preempt, int, n)
{
	guard(preempt_notrace)();
	return peek_sched(holder_of(n));
}

/* A spinlock's scoped guard disables preemption for its block: quiet. */
SYSCALL_DEFINE1(peek_scoped, int, n)
{
	struct holder *h = holder_of(n);

	scoped_guard(spinlock_irqsave, &h->lock)
		return peek_sched(h);
	return 0;
}

/* The guard ended with its block: reported. */
SYSCALL_DEFINE1(peek_ended, int, n)
{
	struct holder *h = holder_of(n);

	{
		guard(preempt)();
		h->n++;
	}
	return peek_sched(h);
}

/* 6.12's ftrace_find_rec_direct(), reduced: quiet. */
static unsigned long ftrace_find_rec_direct(unsigned long ip)
{
	struct ftrace_func_entry *entry;

	guard(preempt_notrace)();
	entry = __ftrace_lookup_ip(rcu_dereference_sched(direct_functions), ip);
	if (entry)
		return entry->direct;
	return 0;
}

SYSCALL_DEFINE1(find_direct, unsigned long, ip)
{
	return ftrace_find_rec_direct(ip);
}

static int peek_foo(struct holder *h)
{
	return rcu_dereference_sched(h->obj)->v;
}

/* The tree's own guard, learned from its DEFINE_LOCK_GUARD_0(): quiet. */
SYSCALL_DEFINE1(peek_foo_cpu, int, n)
{
	guard(foo_cpu)();
	return peek_foo(holder_of(n));
}
