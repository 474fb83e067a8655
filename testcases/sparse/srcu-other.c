/*
 * check-name: sparse-rcu: srcu_dereference() under another srcu_struct
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * srcu-other.c:22:13: warning: [rcu-srcu-mismatch] suspicious rcu_dereference_check() usage: reached without srcu_read_lock() of its srcu_struct (holds srcu_read_lock(bar_srcu) instead) (in reader)
 *   access: srcu_dereference(gp, &foo_srcu)
 *   held: srcu_read_lock(bar_srcu)
 *   chain: reader
 *   root: reader
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;
struct srcu_struct foo_srcu, bar_srcu;

int reader(void)
{
	int idx, a;

	idx = srcu_read_lock(&bar_srcu);
	a = srcu_dereference(gp, &foo_srcu)->a;
	srcu_read_unlock(&bar_srcu, idx);
	return a;
}
