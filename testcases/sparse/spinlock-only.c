/*
 * check-name: sparse-rcu: a spinlock is not a read-side section (names the lock)
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * spinlock-only.c:22:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds foo_lock instead) (in reader)
 *   access: rcu_dereference(gp)
 *   held: foo_lock
 *   chain: reader
 *   root: reader
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;
spinlock_t foo_lock;

int reader(void)
{
	int a;

	spin_lock(&foo_lock);
	a = rcu_dereference(gp)->a;
	spin_unlock(&foo_lock);
	return a;
}
