/*
 * check-name: sparse-rcu: __must_hold(RCU) contracts: the body is in the section, each call site must be
 * check-command: sparse-rcu --rcu-only --rcu-no-facts $file
 * check-error-start
 * contract.c:38:22: warning: [rcu-unprotected] call to foo_value() outside the read-side section its __must_hold() asks for: reached without rcu_read_lock() (holds tasklist_lock instead) (in __x64_sys_bad)
 *   held: tasklist_lock
 *   chain: __x64_sys_bad
 *   root: __x64_sys_bad
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;
rwlock_t tasklist_lock;

int foo_value(void) __must_hold(RCU);

int foo_value(void)
{
	return rcu_dereference(gp)->a;
}

long __x64_sys_good(void)
{
	long a;

	rcu_read_lock();
	a = foo_value();
	rcu_read_unlock();
	return a;
}

long __x64_sys_bad(void)
{
	long a;

	read_lock(&tasklist_lock);
	a = foo_value();
	read_unlock(&tasklist_lock);
	return a;
}
