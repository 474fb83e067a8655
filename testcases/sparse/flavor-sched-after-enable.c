/*
 * check-name: sparse-rcu: rcu_dereference_sched() after preempt_enable()
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * flavor-sched-after-enable.c:22:14: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock_sched() or disabled preemption (in reader)
 *   access: rcu_dereference_sched(gp)
 *   chain: reader
 *   root: reader
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;

int reader(void)
{
	int a;

	preempt_disable();
	a = rcu_dereference_sched(gp)->a;
	preempt_enable();
	a += rcu_dereference_sched(gp)->a;
	return a;
}
