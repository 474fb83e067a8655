/* Helpers in another file: one that sleeps, one that does not. */
void lib_wait_ready(struct dev *d)
{
	mutex_lock(&d->lock);
	d->ready = 1;
	mutex_unlock(&d->lock);
}

int lib_count(struct dev *d)
{
	return d->count;
}

/* Sleeps only when its caller's flags allow it: no sleeper. */
void *lib_alloc(size_t n, gfp_t gfp)
{
	return kmalloc(n, gfp);
}

/* Sleeps on a condition: no sleeper either. */
void lib_maybe(struct dev *d)
{
	might_sleep_if(d->blocking);
}

int __sl_request(bool wait, const char *name)
{
	if (down_timeout(&sl_sem, HZ))
		return -ETIME;
	up(&sl_sem);
	return 0;
}
