/*
 * check-name: sparse-rcu: rcu_dereference_protected() under the lock its condition names
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;
spinlock_t foo_lock;
struct mutex foo_mutex;

int updater(void)
{
	int a;

	spin_lock(&foo_lock);
	a = rcu_dereference_protected(gp, lockdep_is_held(&foo_lock))->a;
	spin_unlock(&foo_lock);
	return a;
}

int updater_mutex(void)
{
	int a;

	mutex_lock(&foo_mutex);
	a = rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))->a;
	mutex_unlock(&foo_mutex);
	return a;
}

int checked(void)
{
	int a;

	spin_lock(&foo_lock);
	a = rcu_dereference_check(gp, lockdep_is_held(&foo_lock))->a;
	spin_unlock(&foo_lock);
	return a;
}
