/*
 * What a traversal needs, flavor by flavor: every reader and preemption
 * off is quiet, the other flavor's reader is not, nor is a traversal after
 * the unlock; list_for_each_entry_srcu() needs what its condition names.
 * One case a function, each introduced by what it shows.
 *
 * check-name: rcu_list: reader flavors, preemption off and spinlocks are quiet; the wrong flavor, after the unlock and unmet srcu conditions are not
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 * check-output-start
 * rcucheck	access	flavors.c	210	2	after	rcu-list	any	-	-	209	-	list_for_each_entry_rcu(b, &x->list, node)
 * rcucheck	access	flavors.c	194	2	bh_wrong	rcu-list	bh	-	-	entry	rcu_read_lock()	hlist_for_each_entry_rcu_bh(b, &x->hlist, hnode)
 * rcucheck	access	flavors.c	256	2	updater	rcu-list	protected	-	lockdep_is_held(&x->slots_lock)	254	rcu_read_lock()	hlist_for_each_entry_srcu(b, &x->hlist, hnode, lockdep_is_held(&x->slots_lock))
 * rcucheck	access	flavors.c	240	2	wrong	rcu-list	srcu	&x->srcu	srcu_read_lock_held(&x->srcu)	entry	srcu_read_lock(&x->other_srcu)	list_for_each_entry_srcu(b, &x->list, node, srcu_read_lock_held(&x->srcu))
 * check-output-end
 *
 * check-name: rcu_list: report mode, reader flavors and locks
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D report $file
 * check-output-start
 * flavors.c:210:1-24: list_for_each_entry_rcu(b, &x->list, node) outside an RCU reader (rcu_read_lock_any_held()) (after the unlock at line 209)
 * flavors.c:194:1-28: hlist_for_each_entry_rcu_bh(b, &x->hlist, hnode) outside rcu_read_lock_bh(); held instead: rcu_read_lock()
 * flavors.c:256:1-26: hlist_for_each_entry_srcu(b, &x->hlist, hnode, lockdep_is_held(&x->slots_lock)) outside &x->slots_lock (its condition) (after the unlock at line 254); held instead: rcu_read_lock()
 * flavors.c:240:1-25: list_for_each_entry_srcu(b, &x->list, node, srcu_read_lock_held(&x->srcu)) outside srcu_read_lock(&x->srcu) (its condition); held instead: srcu_read_lock(&x->other_srcu)
 * check-output-end
 *
 * check-name: rcu_list: coccicheck context mode on reader flavors and locks (no macro file)
 * check-command: spatch -D context --very-quiet --cocci-file $home/cocci/rcu_list.cocci --no-includes --include-headers $file
 * check-output-contains: --- flavors.c
 * check-output-contains: -	hlist_for_each_entry_rcu_bh(b, &x->hlist, hnode)
 * check-output-contains: -	list_for_each_entry_rcu(b, &x->list, node)
 * check-output-contains: -	list_for_each_entry_srcu(b, &x->list, node, srcu_read_lock_held(&x->srcu))
 * check-output-contains: -	hlist_for_each_entry_srcu(b, &x->hlist, hnode, lockdep_is_held(&x->slots_lock))
 *
 * check-name: rcu_list: coccicheck org mode on reader flavors and locks (no macro file)
 * check-command: spatch -D org --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_list.cocci --no-includes --include-headers $file
 * check-output-start
 * * TODO [[view:flavors.c::face=ovl-face1::linb=210::colb=1::cole=24][list_for_each_entry_rcu(b, &x->list, node) outside an RCU reader (rcu_read_lock_any_held()) (after the unlock at line 209)]]
 * * TODO [[view:flavors.c::face=ovl-face1::linb=194::colb=1::cole=28][hlist_for_each_entry_rcu_bh(b, &x->hlist, hnode) outside rcu_read_lock_bh(); held instead: rcu_read_lock()]]
 * * TODO [[view:flavors.c::face=ovl-face1::linb=256::colb=1::cole=26][hlist_for_each_entry_srcu(b, &x->hlist, hnode, lockdep_is_held(&x->slots_lock)) outside &x->slots_lock (its condition) (after the unlock at line 254); held instead: rcu_read_lock()]]
 * * TODO [[view:flavors.c::face=ovl-face1::linb=240::colb=1::cole=25][list_for_each_entry_srcu(b, &x->list, node, srcu_read_lock_held(&x->srcu)) outside srcu_read_lock(&x->srcu) (its condition); held instead: srcu_read_lock(&x->other_srcu)]]
 * check-output-end
 *
 * check-name: rcu_list: coccicheck report mode on reader flavors and locks (no macro file)
 * check-command: spatch -D report --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_list.cocci --no-includes --include-headers $file
 * check-output-start
 * flavors.c:210:1-24: list_for_each_entry_rcu(b, &x->list, node) outside an RCU reader (rcu_read_lock_any_held()) (after the unlock at line 209)
 * flavors.c:194:1-28: hlist_for_each_entry_rcu_bh(b, &x->hlist, hnode) outside rcu_read_lock_bh(); held instead: rcu_read_lock()
 * flavors.c:256:1-26: hlist_for_each_entry_srcu(b, &x->hlist, hnode, lockdep_is_held(&x->slots_lock)) outside &x->slots_lock (its condition) (after the unlock at line 254); held instead: rcu_read_lock()
 * flavors.c:240:1-25: list_for_each_entry_srcu(b, &x->list, node, srcu_read_lock_held(&x->srcu)) outside srcu_read_lock(&x->srcu) (its condition); held instead: srcu_read_lock(&x->other_srcu)
 * check-output-end
 */
/*
 * Every reader flavor and preemption-off state is quiet.
 *
 * rcu() unlocks a spinlock in the loop body: the next turn is still inside
 * rcu_read_lock() (kernel/sched/fair.c distribute_cfs_runtime() does this).
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

/*
 * A spinlock or rwlock disables preemption: quiet.
 *
 * rcu_read_lock_any_held() is true when preemption is off: unlike
 * rcu_dereference(), a list traversal under a spinlock, tasklist_lock or the
 * siglock passes lockdep.
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

/* hlist_for_each_entry_rcu_bh() needs the bh flavor. */
int bh_right(struct foo *x)
{
	struct bar *b;
	int n = 0;

	rcu_read_lock_bh();
	hlist_for_each_entry_rcu_bh(b, &x->hlist, hnode)
		n += b->v;
	rcu_read_unlock_bh();
	spin_lock_bh(&x->lock);
	hlist_for_each_entry_rcu_bh(b, &x->hlist, hnode)
		n += b->v;
	spin_unlock_bh(&x->lock);
	return n;
}

int bh_wrong(struct foo *x)
{
	struct bar *b;
	int n = 0;

	rcu_read_lock();
	hlist_for_each_entry_rcu_bh(b, &x->hlist, hnode)
		n += b->v;
	rcu_read_unlock();
	return n;
}

/* A traversal after rcu_read_unlock() names the unlock's line. */
int after(struct foo *x)
{
	struct bar *b;
	int n = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(b, &x->list, node)
		n += b->v;
	rcu_read_unlock();
	list_for_each_entry_rcu(b, &x->list, node)
		n -= b->v;
	return n;
}

/*
 * list_for_each_entry_srcu() needs its condition.
 *
 * Only the condition counts (__list_check_srcu()), not rcu_read_lock(). With
 * no srcu_read_lock_held() in it, FLAVOR is "protected", as for
 * rcu_dereference_protected().
 */
int right(struct foo *x)
{
	struct bar *b;
	int idx, n = 0;

	idx = srcu_read_lock(&x->srcu);
	list_for_each_entry_srcu(b, &x->list, node, srcu_read_lock_held(&x->srcu))
		n += b->v;
	srcu_read_unlock(&x->srcu, idx);
	return n;
}

int wrong(struct foo *x)
{
	struct bar *b;
	int idx, n = 0;

	idx = srcu_read_lock(&x->other_srcu);
	list_for_each_entry_srcu(b, &x->list, node, srcu_read_lock_held(&x->srcu))
		n += b->v;
	srcu_read_unlock(&x->other_srcu, idx);
	return n;
}

int updater(struct foo *x)
{
	struct bar *b;
	int n = 0;

	mutex_lock(&x->slots_lock);
	list_for_each_entry_srcu(b, &x->list, node, srcu_read_lock_held(&x->srcu) || lockdep_is_held(&x->slots_lock))
		n += b->v;
	mutex_unlock(&x->slots_lock);
	rcu_read_lock();
	hlist_for_each_entry_srcu(b, &x->hlist, hnode, lockdep_is_held(&x->slots_lock))
		n += b->v;
	rcu_read_unlock();
	return n;
}
