/*
 * Nested and overlapping sections: an unlock ends its own counterpart and
 * leaves the outer ones held.  One case a function, each introduced by
 * what it shows.
 *
 * check-name: rcu_dereference: an unlock ends its own counterpart, not an outer or other section
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 * check-output-start
 * rcucheck	access	nesting.c	66	7	locks	rcu-dereference	rcu	-	-	entry	&x->b	rcu_dereference(x->c)
 * rcucheck	access	nesting.c	54	7	pairs	rcu-dereference	rcu	-	-	53	preempt-disabled	rcu_dereference(x->c)
 * check-output-end
 *
 * check-name: rcu_dereference: report mode, nested sections
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D report $file
 * check-output-start
 * nesting.c:66:6-27: rcu_dereference(x->c) outside rcu_read_lock(); held instead: &x->b
 * nesting.c:54:6-27: rcu_dereference(x->c) outside rcu_read_lock() (after the unlock at line 53); held instead: preempt-disabled
 * check-output-end
 *
 * check-name: rcu_dereference: coccicheck context mode, nested sections (no macro file)
 * check-command: spatch -D context --very-quiet --cocci-file $home/cocci/rcu_dereference.cocci --no-includes --include-headers $file
 * check-output-contains: --- nesting.c
 * check-output-contains: -	v += rcu_dereference(x->c)->v;
 *
 * check-name: rcu_dereference: coccicheck org mode, nested sections (no macro file)
 * check-command: spatch -D org --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_dereference.cocci --no-includes --include-headers $file
 * check-output-start
 * * TODO [[view:nesting.c::face=ovl-face1::linb=66::colb=6::cole=27][rcu_dereference(x->c) outside rcu_read_lock(); held instead: &x->b]]
 * * TODO [[view:nesting.c::face=ovl-face1::linb=54::colb=6::cole=27][rcu_dereference(x->c) outside rcu_read_lock() (after the unlock at line 53); held instead: preempt-disabled]]
 * check-output-end
 *
 * check-name: rcu_dereference: coccicheck report mode, nested sections (no macro file)
 * check-command: spatch -D report --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_dereference.cocci --no-includes --include-headers $file
 * check-output-start
 * nesting.c:66:6-27: rcu_dereference(x->c) outside rcu_read_lock(); held instead: &x->b
 * nesting.c:54:6-27: rcu_dereference(x->c) outside rcu_read_lock() (after the unlock at line 53); held instead: preempt-disabled
 * check-output-end
 */
/*
 * Held states end at their own counterpart.
 *
 * rcu_read_unlock() ends the reader, not preempt_disable(): the access after
 * it is reported, with preemption still disabled named as held instead.
 * spin_unlock(&x->a) does not release &x->b.
 */
int pairs(struct foo *x)
{
	int v;

	preempt_disable();
	rcu_read_lock();
	v = rcu_dereference(x->b)->v;
	rcu_read_unlock();
	v += rcu_dereference(x->c)->v;
	preempt_enable();
	return v;
}

int locks(struct foo *x)
{
	int v = 0;

	spin_lock(&x->b);
	spin_lock(&x->a);
	spin_unlock(&x->a);
	v += rcu_dereference(x->c)->v;
	spin_unlock(&x->b);
	return v;
}

/*
 * An inner rcu_read_unlock() leaves the outer reader.
 *
 * The inner rcu_read_unlock() leaves the outer reader held: the access
 * after it is protected.
 */
int nested(struct foo *x)
{
	int v;

	rcu_read_lock();
	rcu_read_lock();
	v = rcu_dereference(x->f)->v;
	rcu_read_unlock();
	v += rcu_dereference(x->g)->v;
	rcu_read_unlock();
	return v;
}

/*
 * A sched access after an inner enable, inside an outer lock, is quiet.
 *
 * The spinlock keeps preemption disabled after preempt_enable(); the outer
 * preempt_disable() after the inner one's preempt_enable().
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
