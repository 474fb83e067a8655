/*
 * A callee that needs an RCU-sched (or bh) reader on entry, called after
 * a section that disabled preemption (or bottom halves) has ended: the
 * call is back where the function began, so the callers' protection is
 * what counts. The system calls below hold nothing: after spin_lock();
 * spin_unlock(); or preempt_disable(); preempt_enable(); the call is
 * reported as one with no lock at all. Calls inside the section, after
 * an inner section while the outer lock is still held, and in a helper
 * whose only caller holds a spinlock are quiet.
 */
struct ring_ops {
	int weight;
};

struct ring {
	struct ring_ops __rcu *ops;
	struct ring_ops __rcu *bh_ops;
	int count;
};

static DEFINE_SPINLOCK(ring_lock);
static DEFINE_SPINLOCK(ring_stat_lock);

static int ring_weight_unlocked(struct ring *r)
{
	struct ring_ops *ops = rcu_dereference_sched(r->ops);

	return ops ? ops->weight : 0;
}

static int ring_weight_enabled(struct ring *r)
{
	struct ring_ops *ops = rcu_dereference_sched(r->ops);

	return ops ? ops->weight : 0;
}

static int ring_weight_restored(struct ring *r)
{
	struct ring_ops *ops = rcu_dereference_sched(r->ops);

	return ops ? ops->weight : 0;
}

static int ring_bh_weight_unlocked(struct ring *r)
{
	struct ring_ops *ops = rcu_dereference_bh(r->bh_ops);

	return ops ? ops->weight : 0;
}

static int ring_weight_held(struct ring *r)
{
	struct ring_ops *ops = rcu_dereference_sched(r->ops);

	return ops ? ops->weight : 0;
}

static int ring_bh_weight_held(struct ring *r)
{
	struct ring_ops *ops = rcu_dereference_bh(r->bh_ops);

	return ops ? ops->weight : 0;
}

SYSCALL_DEFINE1(ring_after_unlock, struct ring *, r)
{
	spin_lock(&ring_lock);
	r->count++;
	spin_unlock(&ring_lock);
	return ring_weight_unlocked(r);
}

SYSCALL_DEFINE1(ring_after_preempt, struct ring *, r)
{
	preempt_disable();
	r->count++;
	preempt_enable();
	return ring_weight_enabled(r);
}

SYSCALL_DEFINE1(ring_after_irqrestore, struct ring *, r)
{
	unsigned long flags;

	spin_lock_irqsave(&ring_lock, flags);
	r->count++;
	spin_unlock_irqrestore(&ring_lock, flags);
	return ring_weight_restored(r);
}

SYSCALL_DEFINE1(ring_bh_after_unlock, struct ring *, r)
{
	spin_lock_bh(&ring_lock);
	r->count++;
	spin_unlock_bh(&ring_lock);
	return ring_bh_weight_unlocked(r);
}

SYSCALL_DEFINE1(ring_inside, struct ring *, r)
{
	int w;

	spin_lock(&ring_lock);
	w = ring_weight_held(r);
	spin_unlock(&ring_lock);
	return w;
}

SYSCALL_DEFINE1(ring_bh_inside, struct ring *, r)
{
	int w;

	spin_lock_bh(&ring_lock);
	w = ring_bh_weight_held(r);
	spin_unlock_bh(&ring_lock);
	return w;
}

SYSCALL_DEFINE1(ring_nested, struct ring *, r)
{
	int w;

	spin_lock(&ring_lock);
	spin_lock(&ring_stat_lock);
	r->count++;
	spin_unlock(&ring_stat_lock);
	w = ring_weight_held(r);
	spin_unlock(&ring_lock);
	return w;
}

static int ring_stat_then_weight(struct ring *r)
{
	spin_lock(&ring_stat_lock);
	r->count++;
	spin_unlock(&ring_stat_lock);
	return ring_weight_held(r);
}

SYSCALL_DEFINE1(ring_caller_holds, struct ring *, r)
{
	int w;

	spin_lock(&ring_lock);
	w = ring_stat_then_weight(r);
	spin_unlock(&ring_lock);
	return w;
}
