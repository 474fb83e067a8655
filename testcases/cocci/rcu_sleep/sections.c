/*
 * check-name: rcu_sleep report: the model's sleepers inside sections that must not sleep: a mutex in rcu_read_lock(), GFP_KERNEL under a spinlock and a reader (GFP_ATOMIC quiet), wait_event() in scoped_guard(rcu) (after it quiet), synchronize_srcu() on its own srcu_struct (another's, and msleep(), in an SRCU reader quiet), conditional sleepers with "might"; a sleep after the unlock quiet, and after sched_preempt_enable_no_resched() (do_sched_yield()'s end of its preempt_disable())
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_sleep.cocci -D report $file
 *
 * check-output-start
 * sections.c:84:8-15: kmalloc() might sleep inside preempt_disable() (line 83)
 * sections.c:85:1-15: might_sleep_if() might sleep inside preempt_disable() (line 83)
 * sections.c:86:1-16: synchronize_rcu() may sleep inside preempt_disable() (line 83)
 * sections.c:45:1-11: mutex_lock() may sleep inside rcu_read_lock() (line 44)
 * sections.c:57:8-15: kzalloc() may sleep inside rcu_read_lock() (line 56)
 * sections.c:66:2-12: wait_event() may sleep inside scoped_guard(rcu)
 * sections.c:77:1-17: synchronize_srcu() waits for the grace period of the srcu_struct whose reader it is in (srcu_read_lock(&ss)): a deadlock
 * check-output-end
 *
 * check-name: rcu_sleep rcucheck: every call inside a section, one fact per section around it, strongest first; in an SRCU reader only the waits for an SRCU grace period
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_sleep.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	sleep	sections.c	84	9	cond	kmalloc	preempt	preempt_disable()	83	8, gfp
 * rcucheck	sleep	sections.c	85	2	cond	might_sleep_if	preempt	preempt_disable()	83	d->x
 * rcucheck	sleep	sections.c	86	2	cond	synchronize_rcu	preempt	preempt_disable()	83	-
 * rcucheck	sleep	sections.c	87	2	cond	preempt_enable	preempt	preempt_disable()	83	-
 * rcucheck	sleep	sections.c	45	2	direct	mutex_lock	rcu	rcu_read_lock()	44	&d->lock
 * rcucheck	sleep	sections.c	46	9	direct	kmalloc	rcu	rcu_read_lock()	44	8, GFP_ATOMIC
 * rcucheck	sleep	sections.c	47	2	direct	rcu_read_unlock	rcu	rcu_read_lock()	44	-
 * rcucheck	sleep	sections.c	56	2	nested	rcu_read_lock	spin	spin_lock_irqsave(&d->l)	55	-
 * rcucheck	sleep	sections.c	57	9	nested	kzalloc	rcu	rcu_read_lock()	56	8, GFP_KERNEL | __GFP_ZERO
 * rcucheck	sleep	sections.c	57	9	nested	kzalloc	spin	spin_lock_irqsave(&d->l)	55	8, GFP_KERNEL | __GFP_ZERO
 * rcucheck	sleep	sections.c	58	2	nested	rcu_read_unlock	rcu	rcu_read_lock()	56	-
 * rcucheck	sleep	sections.c	58	2	nested	rcu_read_unlock	spin	spin_lock_irqsave(&d->l)	55	-
 * rcucheck	sleep	sections.c	59	2	nested	spin_unlock_irqrestore	spin	spin_lock_irqsave(&d->l)	55	&d->l, flags
 * rcucheck	sleep	sections.c	66	3	scoped	wait_event	rcu	scoped_guard(rcu)	0	d->wq, d->ready
 * rcucheck	sleep	sections.c	66	3	scoped	wait_event	rcu	guard(rcu)()	0	d->wq, d->ready
 * rcucheck	sleep	sections.c	75	2	srcu	synchronize_srcu	srcu	srcu_read_lock(&ss)	73	&other
 * rcucheck	sleep	sections.c	77	2	srcu	synchronize_srcu	srcu	srcu_read_lock(&ss)	73	&ss
 * rcucheck	sleep	sections.c	94	2	yield_like	sched_preempt_enable_no_resched	preempt	preempt_disable()	93	-
 * check-output-end
 */
DEFINE_STATIC_SRCU(ss);
DEFINE_STATIC_SRCU(other);

void direct(struct dev *d)
{
	rcu_read_lock();
	mutex_lock(&d->lock);
	d->a = kmalloc(8, GFP_ATOMIC);
	rcu_read_unlock();
	msleep(1);
}

void nested(struct dev *d)
{
	unsigned long flags;

	spin_lock_irqsave(&d->l, flags);
	rcu_read_lock();
	d->b = kzalloc(8, GFP_KERNEL | __GFP_ZERO);
	rcu_read_unlock();
	spin_unlock_irqrestore(&d->l, flags);
	d->c = kzalloc(8, GFP_KERNEL);
}

void scoped(struct dev *d)
{
	scoped_guard(rcu) {
		wait_event(d->wq, d->ready);
	}
	wait_event(d->wq, d->ready);
}

void srcu(struct dev *d)
{
	int idx = srcu_read_lock(&ss);

	synchronize_srcu(&other);
	msleep(1);
	synchronize_srcu(&ss);
	srcu_read_unlock(&ss, idx);
}

void cond(struct dev *d, gfp_t gfp)
{
	preempt_disable();
	d->a = kmalloc(8, gfp);
	might_sleep_if(d->x);
	synchronize_rcu();
	preempt_enable();
}

/* The scheduler's own end of a preempt_disable() section (do_sched_yield()): quiet. */
void yield_like(void)
{
	preempt_disable();
	sched_preempt_enable_no_resched();
	schedule();
}
