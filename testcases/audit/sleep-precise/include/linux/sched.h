/* The scheduler's helpers made for a section (6.1's include/linux/sched.h). */
static inline void cond_resched_rcu(void)
{
	rcu_read_unlock();
	cond_resched();
	rcu_read_lock();
}

#define cond_resched_lock(lock) ({				\
	__might_resched(__FILE__, __LINE__, PREEMPT_LOCK_OFFSET);	\
	__cond_resched_lock(lock);				\
})
