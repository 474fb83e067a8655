/*
 * check-name: rcu_dereference: rcu_dereference_sched() under a spinlock is quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * rcu_read_lock_sched_held() is !preemptible(): a spinlock or
 * preempt_disable() is a sched-flavor reader.
 *
 * check-output-start
 * check-output-end
 */
int sched_under_spinlock(struct foo *x)
{
	struct bar *b;
	unsigned long flags;
	int v;

	spin_lock_irqsave(&x->lock, flags);
	b = rcu_dereference_sched(x->b);
	v = b->v;
	spin_unlock_irqrestore(&x->lock, flags);
	return v;
}

int sched_under_preempt_disable(struct foo *x)
{
	int v;

	preempt_disable();
	v = rcu_dereference_sched(x->b)->v;
	preempt_enable();
	return v;
}
