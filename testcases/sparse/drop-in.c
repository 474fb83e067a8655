/*
 * check-name: sparse-rcu: a drop-in for sparse: its warnings, then the RCU findings
 * check-command: sparse-rcu --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * drop-in.c:18:18: warning: symbol 'gp' was not declared. Should it be static?
 * drop-in.c:19:12: warning: symbol 'foo_lock' was not declared. Should it be static?
 * drop-in.c:21:5: warning: symbol 'reader' was not declared. Should it be static?
 * drop-in.c:26:13: warning: context imbalance in 'reader' - wrong count at exit
 * drop-in.c:26:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds foo_lock instead) (in reader)
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
	return a;
}
