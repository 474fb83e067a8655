/* Built only inside "ifdef CONFIG_PREEMPT_RT". */
void rt_lock_ifdef(struct mutex *m)
{
	mutex_lock(m);
}
