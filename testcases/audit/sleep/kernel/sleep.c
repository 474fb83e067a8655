/* Calls that may sleep inside sections that must not. */
static DEFINE_SPINLOCK(sl_lock);
DEFINE_STATIC_SRCU(sl_srcu);
DEFINE_STATIC_SRCU(other_srcu);

/* A mutex inside rcu_read_lock(): reported. */
int sl_direct(struct dev *d)
{
	int v;

	rcu_read_lock();
	mutex_lock(&d->lock);
	v = d->count;
	mutex_unlock(&d->lock);
	rcu_read_unlock();
	return v;
}

/* GFP_KERNEL under a spinlock: reported; GFP_ATOMIC: quiet. */
void sl_alloc(struct dev *d)
{
	spin_lock(&sl_lock);
	d->a = kmalloc(sizeof(*d->a), GFP_ATOMIC);
	d->b = kzalloc(sizeof(*d->b), GFP_KERNEL);
	spin_unlock(&sl_lock);
}

/* The sleep after the unlock: quiet. */
void sl_after(struct dev *d)
{
	rcu_read_lock();
	d->count++;
	rcu_read_unlock();
	msleep(10);
}

/* SRCU readers may sleep: quiet. */
void sl_srcu_sleeps(struct dev *d)
{
	int idx = srcu_read_lock(&sl_srcu);

	msleep(10);
	srcu_read_unlock(&sl_srcu, idx);
}

/* synchronize_srcu() on its own domain inside its reader: a deadlock. */
void sl_srcu_own(struct dev *d)
{
	int idx = srcu_read_lock(&sl_srcu);

	synchronize_srcu(&sl_srcu);
	srcu_read_unlock(&sl_srcu, idx);
}

/* On another domain: quiet. */
void sl_srcu_other(struct dev *d)
{
	int idx = srcu_read_lock(&sl_srcu);

	synchronize_srcu(&other_srcu);
	srcu_read_unlock(&sl_srcu, idx);
}

/* synchronize_rcu() inside an RCU reader: a deadlock. */
void sl_sync(struct dev *d)
{
	rcu_read_lock();
	if (d->dead)
		synchronize_rcu();
	rcu_read_unlock();
}

/* A static helper one call deeper, and one two calls deeper. */
static void sl_lock_dev(struct dev *d)
{
	mutex_lock(&d->lock);
}

static void sl_reset(struct dev *d)
{
	sl_lock_dev(d);
	d->count = 0;
	mutex_unlock(&d->lock);
}

void sl_helpers(struct dev *d)
{
	preempt_disable();
	sl_lock_dev(d);
	mutex_unlock(&d->lock);
	sl_reset(d);
	preempt_enable();
}

/* A helper of another file that sleeps, one that does not. */
void sl_other_file(struct dev *d)
{
	rcu_read_lock_bh();
	lib_count(d);
	lib_wait_ready(d);
	rcu_read_unlock_bh();
}

/* Conditional sleepers: the lower tier only (a gfp_t variable, might_sleep_if()). */
void sl_conditional(struct dev *d, gfp_t gfp)
{
	rcu_read_lock();
	d->a = kmalloc(8, gfp);
	lib_alloc(8, GFP_KERNEL);
	lib_maybe(d);
	might_sleep_if(d->blocking);
	rcu_read_unlock();
}

/* guard(rcu)() holds to the end of its scope. */
void sl_guard(struct dev *d)
{
	{
		guard(rcu)();
		copy_to_user(d->ubuf, &d->count, sizeof(d->count));
	}
	copy_to_user(d->ubuf, &d->count, sizeof(d->count));
}

/* Interrupts saved and disabled, then restored before the sleep: only the first. */
void sl_irq(struct dev *d)
{
	unsigned long flags;

	local_irq_save(flags);
	cond_resched();
	local_irq_restore(flags);
	cond_resched();
}

/* A macro whose expansion calls a sleeper in another file (the stub of the other config does not). */
void sl_macro(const char *name)
{
	rcu_read_lock();
	sl_request(name);
	rcu_read_unlock();
}

/* A helper that drops its caller's spinlock around its sleep (__lock_sock()'s shape): quiet. */
static void sl_wait_unlocked(struct dev *d)
{
	spin_unlock_bh(&d->slock);
	schedule();
	spin_lock_bh(&d->slock);
}

void sl_drop_and_retake(struct dev *d)
{
	spin_lock_bh(&d->slock);
	sl_wait_unlocked(d);
	spin_unlock_bh(&d->slock);
}
