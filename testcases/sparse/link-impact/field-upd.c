/*
 * Not a test by itself: field.c's updaters, in a file of their own, so
 * that only the facts joined by "rcucheck link" pair them with the
 * readers. struct dev.ops is replaced under ops_mutex, struct dev.name
 * published under the device's own spinlock.
 */
#include "dev.h"

struct mutex ops_mutex;

void dev_set_ops(struct dev *d, struct dev_ops *ops)
{
	struct dev_ops *old;

	mutex_lock(&ops_mutex);
	old = rcu_replace_pointer(d->ops, ops, lockdep_is_held(&ops_mutex));
	mutex_unlock(&ops_mutex);
	synchronize_rcu();
	kfree(old);
}

void dev_rename(struct dev *d, struct dev_name *n)
{
	spin_lock(&d->lock);
	rcu_assign_pointer(d->name, n);
	spin_unlock(&d->lock);
}
