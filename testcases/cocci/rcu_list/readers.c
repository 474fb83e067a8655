/*
 * check-name: rcu_list: every reader flavor and preemption-off state is quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * rcu() unlocks a spinlock in the loop body: the next turn is still inside
 * rcu_read_lock() (kernel/sched/fair.c distribute_cfs_runtime() does this).
 *
 * check-output-start
 * check-output-end
 */
int rcu(struct foo *x)
{
	struct bar *b;
	int n = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(b, &x->list, node) {
		spin_lock(&b->lock);
		n += b->v;
		spin_unlock(&b->lock);
	}
	rcu_read_unlock();
	return n;
}

int bh(struct foo *x)
{
	struct bar *b;
	int n = 0;

	rcu_read_lock_bh();
	list_for_each_entry_rcu(b, &x->list, node)
		n += b->v;
	rcu_read_unlock_bh();
	return n;
}

int preempt(struct foo *x)
{
	struct bar *b;
	int n = 0;

	preempt_disable();
	list_for_each_entry_rcu(b, &x->list, node)
		n += b->v;
	preempt_enable();
	return n;
}

int irq(struct foo *x)
{
	struct bar *b;
	unsigned long flags;
	int n = 0;

	local_irq_save(flags);
	hlist_for_each_entry_rcu(b, &x->hlist, hnode)
		n += b->v;
	local_irq_restore(flags);
	local_bh_disable();
	hlist_for_each_entry_rcu(b, &x->hlist, hnode)
		n += b->v;
	local_bh_enable();
	return n;
}
