/*
 * check-name: sparse-rcu: default tier: syscalls, and chains that hold another lock instead
 * check-command: sparse-rcu --rcu-only --rcu-no-facts $file
 * check-error-start
 * roots.c:59:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in __x64_sys_reader)
 *   access: rcu_dereference(gp)
 *   chain: __x64_sys_reader
 *   root: __x64_sys_reader
 * roots.c:75:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead) (in exported_locker)
 *   access: rcu_dereference(gp)
 *   held: tasklist_lock
 *   chain: exported_locker
 *   root: exported_locker
 * check-error-end
 *
 * maybe_called_under_rcu() may well be called under rcu_read_lock() from
 * another file: only "rcucheck link" can tell.  A syscall's caller holds
 * nothing.  An exported function that holds nothing states a contract
 * (its callers hold the read lock: lower tier); one that takes another
 * lock instead is the 2009 bug.
 *
 * check-name: sparse-rcu: --rcu-lower adds contracts of exported functions and callbacks
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-lower $file
 * check-error-start
 * roots.c:59:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in __x64_sys_reader)
 *   access: rcu_dereference(gp)
 *   chain: __x64_sys_reader
 *   root: __x64_sys_reader
 * roots.c:64:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in exported_reader)
 *   access: rcu_dereference(gp)
 *   chain: exported_reader
 *   root: exported_reader
 *   tier: lower
 * roots.c:75:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead) (in exported_locker)
 *   access: rcu_dereference(gp)
 *   held: tasklist_lock
 *   chain: exported_locker
 *   root: exported_locker
 * roots.c:84:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in callback)
 *   access: rcu_dereference(gp)
 *   chain: callback
 *   root: callback
 *   tier: lower
 * check-error-end
 */
#include "rcu.h"

#define EXPORT_SYMBOL(sym)

struct foo __rcu *gp;

int maybe_called_under_rcu(void)
{
	return rcu_dereference(gp)->a;
}

long __x64_sys_reader(void)
{
	return rcu_dereference(gp)->a;
}

int exported_reader(void)
{
	return rcu_dereference(gp)->a;
}
EXPORT_SYMBOL(exported_reader);

rwlock_t tasklist_lock;

int exported_locker(void)
{
	int a;

	read_lock(&tasklist_lock);
	a = rcu_dereference(gp)->a;
	read_unlock(&tasklist_lock);
	return a;
}
EXPORT_SYMBOL(exported_locker);

/* only called through a pointer: the lower tier */
static int callback(void)
{
	return rcu_dereference(gp)->a;
}

int (*hook)(void) = callback;
