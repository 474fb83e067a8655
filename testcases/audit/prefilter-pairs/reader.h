/* The tree's read-side wrappers (index/readers.h): spatch is given their expansion. */
static inline void stats_read_lock(void)
{
	rcu_read_lock();
}

static inline void stats_read_unlock(void)
{
	rcu_read_unlock();
}
