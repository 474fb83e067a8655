/* Built only with CONFIG_PREEMPT_RT (obj-$(CONFIG_PREEMPT_RT)). */
static __always_inline void rtlock_might_resched(void)
{
	__might_resched(__FILE__, __LINE__, 0);
}

void __sched rt_read_lock(rwlock_t *rwlock)
{
	rtlock_might_resched();
	rwbase_read_lock(&rwlock->rwbase, TASK_RTLOCK_WAIT);
}

void __sched rt_write_lock(rwlock_t *rwlock)
{
	rtlock_might_resched();
	rwbase_write_lock(&rwlock->rwbase, TASK_RTLOCK_WAIT);
}
