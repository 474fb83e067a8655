/*
 * check-name: rcu_dereference: a sched access after an inner enable, inside an outer lock, is quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * The spinlock keeps preemption disabled after preempt_enable(); the outer
 * preempt_disable() after the inner one's preempt_enable().
 *
 * check-output-start
 * check-output-end
 */
int sched_inside_lock(struct foo *x)
{
	int v;

	spin_lock(&x->lock);
	preempt_disable();
	v = rcu_dereference_sched(x->b)->v;
	preempt_enable();
	v += rcu_dereference_sched(x->c)->v;
	spin_unlock(&x->lock);
	return v;
}

int sched_nested(struct foo *x)
{
	int v;

	preempt_disable();
	preempt_disable();
	v = rcu_dereference_sched(x->b)->v;
	preempt_enable();
	v += rcu_dereference_sched(x->c)->v;
	preempt_enable();
	return v;
}

int bh_inside_irqsave(struct foo *x)
{
	unsigned long flags;
	int v;

	spin_lock_irqsave(&x->lock, flags);
	rcu_read_lock_bh();
	v = rcu_dereference_bh(x->b)->v;
	rcu_read_unlock_bh();
	v += rcu_dereference_bh(x->c)->v;
	spin_unlock_irqrestore(&x->lock, flags);
	return v;
}
