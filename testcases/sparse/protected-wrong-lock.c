/*
 * check-name: sparse-rcu: rcu_dereference_protected() under another lock
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * protected-wrong-lock.c:22:13: warning: [rcu-lock-not-held] suspicious rcu_dereference_protected() usage: reached without the lock its condition names (holds bar_lock instead) (in updater)
 *   access: rcu_dereference_protected(gp, lockdep_is_held(&foo_lock))
 *   held: bar_lock
 *   chain: updater
 *   root: updater
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;
spinlock_t foo_lock, bar_lock;

int updater(void)
{
	int a;

	spin_lock(&bar_lock);
	a = rcu_dereference_protected(gp, lockdep_is_held(&foo_lock))->a;
	spin_unlock(&bar_lock);
	return a;
}
