/*
 * Each flavor of rcu_dereference() needs its own reader: the bh, sched,
 * rcu and srcu readers do not stand in for each other (a spinlock or
 * preempt_disable() is a sched reader).  One case a function, each
 * introduced by what it shows.
 *
 * check-name: rcu_dereference: each flavor needs its own reader; preempt_disable() or a spinlock is a sched reader only
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 * check-output-start
 * rcucheck	access	flavors.c	67	6	bh_reader	rcu-dereference	rcu	-	-	entry	rcu_read_lock_bh()	rcu_dereference(x->b)
 * rcucheck	access	flavors.c	118	6	preempt_off	rcu-dereference	rcu	-	-	entry	preempt-disabled	rcu_dereference(x->b)
 * rcucheck	access	flavors.c	80	6	rcu_reader_bh_deref	rcu-dereference	bh	-	-	entry	rcu_read_lock()	rcu_dereference_bh(x->b)
 * rcucheck	access	flavors.c	107	6	rcu_under_sched	rcu-dereference	rcu	-	-	entry	rcu_read_lock_sched()	rcu_dereference(x->b)
 * rcucheck	access	flavors.c	97	6	sched_under_rcu	rcu-dereference	sched	-	-	entry	rcu_read_lock()	rcu_dereference_sched(x->b)
 * rcucheck	access	flavors.c	178	6	wrong_srcu	rcu-dereference	srcu	&x->srcu	-	entry	srcu_read_lock(&x->other_srcu)	srcu_dereference(x->b, &x->srcu)
 * check-output-end
 *
 * check-name: rcu_dereference: report mode, the flavors
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D report $file
 * check-output-start
 * flavors.c:67:5-26: rcu_dereference(x->b) outside rcu_read_lock(); held instead: rcu_read_lock_bh()
 * flavors.c:118:5-26: rcu_dereference(x->b) outside rcu_read_lock(); held instead: preempt-disabled
 * flavors.c:80:5-29: rcu_dereference_bh(x->b) outside rcu_read_lock_bh(); held instead: rcu_read_lock()
 * flavors.c:107:5-26: rcu_dereference(x->b) outside rcu_read_lock(); held instead: rcu_read_lock_sched()
 * flavors.c:97:5-32: rcu_dereference_sched(x->b) outside rcu_read_lock_sched(); held instead: rcu_read_lock()
 * flavors.c:178:5-37: srcu_dereference(x->b, &x->srcu) outside srcu_read_lock(&x->srcu); held instead: srcu_read_lock(&x->other_srcu)
 * check-output-end
 *
 * check-name: rcu_dereference: coccicheck context mode, the flavors (no macro file)
 * check-command: spatch -D context --very-quiet --cocci-file $home/cocci/rcu_dereference.cocci --no-includes --include-headers $file
 * check-output-contains: --- flavors.c
 * check-output-contains: -	b = rcu_dereference(x->b);
 * check-output-contains: -	b = rcu_dereference_bh(x->b);
 * check-output-contains: -	v = rcu_dereference_sched(x->b)->v;
 * check-output-contains: -	v = rcu_dereference(x->b)->v;
 * check-output-contains: -	v = srcu_dereference(x->b, &x->srcu)->v;
 *
 * check-name: rcu_dereference: coccicheck org mode, the flavors (no macro file)
 * check-command: spatch -D org --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_dereference.cocci --no-includes --include-headers $file
 * check-output-start
 * * TODO [[view:flavors.c::face=ovl-face1::linb=67::colb=5::cole=26][rcu_dereference(x->b) outside rcu_read_lock(); held instead: rcu_read_lock_bh()]]
 * * TODO [[view:flavors.c::face=ovl-face1::linb=118::colb=5::cole=26][rcu_dereference(x->b) outside rcu_read_lock(); held instead: preempt-disabled]]
 * * TODO [[view:flavors.c::face=ovl-face1::linb=80::colb=5::cole=29][rcu_dereference_bh(x->b) outside rcu_read_lock_bh(); held instead: rcu_read_lock()]]
 * * TODO [[view:flavors.c::face=ovl-face1::linb=107::colb=5::cole=26][rcu_dereference(x->b) outside rcu_read_lock(); held instead: rcu_read_lock_sched()]]
 * * TODO [[view:flavors.c::face=ovl-face1::linb=97::colb=5::cole=32][rcu_dereference_sched(x->b) outside rcu_read_lock_sched(); held instead: rcu_read_lock()]]
 * * TODO [[view:flavors.c::face=ovl-face1::linb=178::colb=5::cole=37][srcu_dereference(x->b, &x->srcu) outside srcu_read_lock(&x->srcu); held instead: srcu_read_lock(&x->other_srcu)]]
 * check-output-end
 *
 * check-name: rcu_dereference: coccicheck report mode, the flavors (no macro file)
 * check-command: spatch -D report --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_dereference.cocci --no-includes --include-headers $file
 * check-output-start
 * flavors.c:67:5-26: rcu_dereference(x->b) outside rcu_read_lock(); held instead: rcu_read_lock_bh()
 * flavors.c:118:5-26: rcu_dereference(x->b) outside rcu_read_lock(); held instead: preempt-disabled
 * flavors.c:80:5-29: rcu_dereference_bh(x->b) outside rcu_read_lock_bh(); held instead: rcu_read_lock()
 * flavors.c:107:5-26: rcu_dereference(x->b) outside rcu_read_lock(); held instead: rcu_read_lock_sched()
 * flavors.c:97:5-32: rcu_dereference_sched(x->b) outside rcu_read_lock_sched(); held instead: rcu_read_lock()
 * flavors.c:178:5-37: srcu_dereference(x->b, &x->srcu) outside srcu_read_lock(&x->srcu); held instead: srcu_read_lock(&x->other_srcu)
 * check-output-end
 */
/* rcu_read_lock_bh() does not cover rcu_dereference(). */
int bh_reader(struct foo *x)
{
	struct bar *b;
	int v;

	rcu_read_lock_bh();
	b = rcu_dereference(x->b);
	v = b->v;
	rcu_read_unlock_bh();
	return v;
}

/* rcu_dereference_bh() under rcu_read_lock() is reported. */
int rcu_reader_bh_deref(struct foo *x)
{
	struct bar *b;
	int v;

	rcu_read_lock();
	b = rcu_dereference_bh(x->b);
	v = b->v;
	rcu_read_unlock();
	return v;
}

/*
 * Sched and rcu flavors do not stand in for each other.
 *
 * Under CONFIG_PREEMPT_RCU rcu_read_lock() leaves preemption on, so it is no
 * sched reader; rcu_read_lock_sched() is no rcu_read_lock() for lockdep.
 */
int sched_under_rcu(struct foo *x)
{
	int v;

	rcu_read_lock();
	v = rcu_dereference_sched(x->b)->v;
	rcu_read_unlock();
	return v;
}

int rcu_under_sched(struct foo *x)
{
	int v;

	rcu_read_lock_sched();
	v = rcu_dereference(x->b)->v;
	rcu_read_unlock_sched();
	return v;
}

/* preempt_disable() is held instead, not a reader. */
int preempt_off(struct foo *x)
{
	int v;

	preempt_disable();
	v = rcu_dereference(x->b)->v;
	preempt_enable();
	return v;
}

/*
 * rcu_dereference_sched() under a spinlock is quiet.
 *
 * rcu_read_lock_sched_held() is !preemptible(): a spinlock or
 * preempt_disable() is a sched-flavor reader.
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

/*
 * srcu_dereference() under srcu_read_lock() of its srcu_struct is quiet.
 */
int right_srcu(struct foo *x)
{
	int idx, v;

	idx = srcu_read_lock(&x->srcu);
	v = srcu_dereference(x->b, &x->srcu)->v;
	srcu_read_unlock(&x->srcu, idx);
	return v;
}

/*
 * srcu_dereference() under another srcu_struct's reader.
 *
 * Another srcu_struct's reader is no protection; SRCU and TEXT are printed
 * in kernel style (tidy()).
 * The report names the other srcu_struct's reader as what was held
 * instead.
 */
int wrong_srcu(struct foo *x)
{
	int idx, v;

	idx = srcu_read_lock(&x->other_srcu);
	v = srcu_dereference(x->b, &x->srcu)->v;
	srcu_read_unlock(&x->other_srcu, idx);
	return v;
}
