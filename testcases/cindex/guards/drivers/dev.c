/* A driver's own classes, defined in its .c file. */
DEFINE_GUARD(dev, struct dev *, mutex_lock(&_T->mutex), mutex_unlock(&_T->mutex))
DEFINE_GUARD_COND(dev, _try, mutex_trylock(&_T->mutex))
DEFINE_LOCK_GUARD_1(dev_stat, struct dev, spin_lock_bh(&_T->lock->stat_lock),
		    spin_unlock_bh(&_T->lock->stat_lock))
DEFINE_LOCK_GUARD_1(dev_wrapped, struct dev, dev_enter(_T->lock), dev_exit(_T->lock))
DEFINE_CLASS(dev_ctx, struct dev *, mutex_unlock(&_T->ctx_mutex),
	     ({ mutex_lock(&d->ctx_mutex); d; }), struct dev *d)

static void dev_enter(struct dev *d)
{
	preempt_disable();
}
DEFINE_GUARD(dev_io, struct dev *, dev_io_lock(_T), dev_io_unlock(_T))

/* a lock wrapper: the guard holds what it locks of its argument */
static void dev_io_lock(struct dev *d)
{
	spin_lock(&d->io_lock);
}
