/* PREEMPT_RT's rwlocks: sleeping locks (rwbase_rt), legal in RT's readers. */
extern void rt_read_lock(rwlock_t *rwlock);
extern void rt_write_lock(rwlock_t *rwlock);

static __always_inline void read_lock(rwlock_t *rwlock)
{
	rt_read_lock(rwlock);
}

static __always_inline void write_lock_irq(rwlock_t *rwlock)
{
	rt_write_lock(rwlock);
}
