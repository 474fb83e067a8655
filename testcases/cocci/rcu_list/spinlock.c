/*
 * check-name: rcu_list: a spinlock or rwlock disables preemption: quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * rcu_read_lock_any_held() is true when preemption is off: unlike
 * rcu_dereference(), a list traversal under a spinlock, tasklist_lock or the
 * siglock passes lockdep.
 *
 * check-output-start
 * check-output-end
 */
int sum_spin(struct foo *x)
{
	struct bar *b;
	int n = 0;

	spin_lock(&x->lock);
	list_for_each_entry_rcu(b, &x->list, node)
		n += b->v;
	spin_unlock(&x->lock);
	return n;
}

int sum_irqsave(struct foo *x)
{
	struct bar *b;
	unsigned long flags;
	int n = 0;

	raw_spin_lock_irqsave(&x->raw, flags);
	hlist_for_each_entry_rcu(b, &x->hlist, hnode)
		n += b->v;
	raw_spin_unlock_irqrestore(&x->raw, flags);
	return n;
}

int children(struct task_struct *p)
{
	struct task_struct *t;
	int n = 0;

	read_lock(&tasklist_lock);
	list_for_each_entry_rcu(t, &p->children, sibling)
		n++;
	read_unlock(&tasklist_lock);
	return n;
}

int sighand(struct task_struct *p)
{
	struct sigqueue *q;
	unsigned long flags;
	int n = 0;

	if (!lock_task_sighand(p, &flags))
		return 0;
	list_for_each_entry_rcu(q, &p->pending.list, list)
		n++;
	unlock_task_sighand(p, &flags);
	return n;
}
