/*
 * check-name: sparse-rcu: rcu_read_lock_bh() does not cover rcu_dereference()
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * flavor-bh-mismatch.c:21:13: warning: [rcu-wrong-flavor] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds rcu_read_lock_bh() instead) (in reader)
 *   access: rcu_dereference(gp)
 *   held: rcu_read_lock_bh()
 *   chain: reader
 *   root: reader
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;

int reader(void)
{
	int a;

	rcu_read_lock_bh();
	a = rcu_dereference(gp)->a;
	rcu_read_unlock_bh();
	return a;
}
