/* Named under PREEMPT_RT and under SMP: built without RT too. */
void both_lock(struct mutex *m)
{
	mutex_lock(m);
}
