/*
 * check-name: sparse-rcu: srcu_dereference() under srcu_read_lock() of the same srcu_struct
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;
struct srcu_struct foo_srcu;

int reader(void)
{
	int idx, a;

	idx = srcu_read_lock(&foo_srcu);
	a = srcu_dereference(gp, &foo_srcu)->a;
	srcu_read_unlock(&foo_srcu, idx);
	return a;
}
