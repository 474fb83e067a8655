/* 6.12's include/linux/rcupdate.h wrappers: a reader on every way through. */
static __always_inline void rcu_read_lock_dont_migrate(void)
{
	if (IS_ENABLED(CONFIG_PREEMPT_RCU))
		migrate_disable();
	rcu_read_lock();
}

static inline void rcu_read_unlock_migrate(void)
{
	rcu_read_unlock();
	if (IS_ENABLED(CONFIG_PREEMPT_RCU))
		migrate_enable();
}

/* A reader on some ways only: not a wrapper. */
static inline void foo_maybe_lock(void)
{
	if (foo_enabled)
		rcu_read_lock();
}

/* Takes an argument: not expanded as an argument-less macro. */
static inline void foo_lock_obj(struct obj *o)
{
	rcu_read_lock();
	o->locked = 1;
}
