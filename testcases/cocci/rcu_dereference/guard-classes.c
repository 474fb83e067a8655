/*
 * check-name: rcu_dereference: guards of every class, by their scope (linux/cleanup.h)
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * guard(preempt_notrace)() disables preemption: a sched reader (6.12's
 * ftrace_find_rec_direct()). A guard ends with its block: the access after
 * it is outside. guard(mutex)(&m) holds m for lockdep_is_held(&m), not for
 * another mutex; guard(srcu)(&s) is a reader of s only.
 *
 * check-output-start
 * rcucheck	access	guard-classes.c	36	7	preempt_block_ended	rcu-dereference	sched	-	-	entry	-	rcu_dereference_sched(x->b)
 * rcucheck	access	guard-classes.c	48	7	rcu_block_ended	rcu-dereference	rcu	-	-	entry	-	rcu_dereference(x->b)
 * rcucheck	access	guard-classes.c	61	9	wrong_mutex	rcu-dereference	rcu	-	lockdep_is_held(&x->m)	entry	&x->other	rcu_dereference_check(x->b, lockdep_is_held(&x->m))
 * rcucheck	access	guard-classes.c	73	9	wrong_srcu	rcu-dereference	srcu	&x->ss	-	entry	srcu_read_lock(&x->other)	srcu_dereference(x->b, &x->ss)
 * check-output-end
 */
static unsigned long ftrace_find_rec_direct(unsigned long ip)
{
	struct ftrace_func_entry *entry;

	guard(preempt_notrace)();
	entry = __ftrace_lookup_ip(rcu_dereference_sched(direct_functions), ip);
	if (entry)
		return entry->direct;
	return 0;
}

int preempt_block_ended(struct foo *x)
{
	int v = 0;

	{
		guard(preempt)();
		v = x->a;
	}
	v += rcu_dereference_sched(x->b)->v;
	return v;
}

int rcu_block_ended(struct foo *x)
{
	int v = 0;

	{
		guard(rcu)();
		v = rcu_dereference(x->c)->v;
	}
	v += rcu_dereference(x->b)->v;
	return v;
}

int right_mutex(struct foo *x)
{
	guard(mutex)(&x->m);
	return rcu_dereference_check(x->b, lockdep_is_held(&x->m))->v;
}

int wrong_mutex(struct foo *x)
{
	guard(mutex)(&x->other);
	return rcu_dereference_check(x->b, lockdep_is_held(&x->m))->v;
}

int right_srcu(struct foo *x)
{
	guard(srcu)(&x->ss);
	return srcu_dereference(x->b, &x->ss)->v;
}

int wrong_srcu(struct foo *x)
{
	guard(srcu)(&x->other);
	return srcu_dereference(x->b, &x->ss)->v;
}

int irqsave_sched(struct foo *x)
{
	scoped_guard(spinlock_irqsave, &x->lock)
		return rcu_dereference_sched(x->b)->v;
	return 0;
}

int irq_bh(struct foo *x)
{
	guard(irqsave)();
	return rcu_dereference_bh(x->b)->v;
}
