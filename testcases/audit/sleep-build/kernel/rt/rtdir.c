/* obj-y of a directory built only with CONFIG_PREEMPT_RT. */
void rt_lock_dir(struct mutex *m)
{
	mutex_lock(m);
}
