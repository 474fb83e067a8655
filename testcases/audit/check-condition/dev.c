/* rcu_dereference_check() whose condition names the lock callers hold. */
struct dev_cfg *dev_cfg(struct dev *d)
{
	return rcu_dereference_check(d->cfg, lockdep_is_held(&d->cfg_lock));
}

/* The caller holds the lock the condition names: quiet. */
SYSCALL_DEFINE1(dev_get_locked, int, n)
{
	struct dev *d = dev_by_nr(n);
	int v;

	mutex_lock(&d->cfg_lock);
	v = dev_cfg(d)->val;
	mutex_unlock(&d->cfg_lock);
	return v;
}

/* Neither the lock nor the reader: reported. */
SYSCALL_DEFINE1(dev_get_racy, int, n)
{
	struct dev *d = dev_by_nr(n);

	return dev_cfg(d)->val;
}
