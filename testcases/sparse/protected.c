/*
 * check-name: sparse-rcu: rcu_dereference() inside rcu_read_lock(): nothing
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;

int reader(void)
{
	int a;

	rcu_read_lock();
	a = rcu_dereference(gp)->a;
	rcu_read_unlock();
	return a;
}
