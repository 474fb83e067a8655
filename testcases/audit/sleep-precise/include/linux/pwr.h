/* A tree's read-side wrappers (as a subsystem's header defines them). */
static inline void pwr_read_lock(void)
{
	rcu_read_lock();
}

static inline void pwr_read_unlock(void)
{
	rcu_read_unlock();
}
