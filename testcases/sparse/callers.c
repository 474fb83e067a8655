/*
 * Roots and callers: which functions a chain starts from, and a helper
 * judged by its callers.  One section a check: a check compiles the
 * section its -D names.
 *
 * check-name: sparse-rcu: default tier: syscalls, and chains that hold another lock instead
 * check-command: sparse-rcu --rcu-only --rcu-no-facts -DROOTS $file
 * check-error-start
 * callers.c:85:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in __x64_sys_reader)
 *   access: rcu_dereference(gp)
 *   chain: __x64_sys_reader
 *   root: __x64_sys_reader
 * callers.c:99:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead) (in exported_locker)
 *   access: rcu_dereference(gp)
 *   held: tasklist_lock
 *   chain: exported_locker
 *   root: exported_locker
 * check-error-end
 *
 * check-name: sparse-rcu: --rcu-lower adds contracts of exported functions and callbacks
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-lower -DROOTS $file
 * check-error-start
 * callers.c:85:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in __x64_sys_reader)
 *   access: rcu_dereference(gp)
 *   chain: __x64_sys_reader
 *   root: __x64_sys_reader
 * callers.c:90:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in exported_reader)
 *   access: rcu_dereference(gp)
 *   chain: exported_reader
 *   root: exported_reader
 *   tier: lower
 * callers.c:99:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead) (in exported_locker)
 *   access: rcu_dereference(gp)
 *   held: tasklist_lock
 *   chain: exported_locker
 *   root: exported_locker
 * callers.c:108:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in callback)
 *   access: rcu_dereference(gp)
 *   chain: callback
 *   root: callback
 *   tier: lower
 * check-error-end
 *
 * check-name: sparse-rcu: __must_hold(RCU) contracts: the body is in the section, each call site must be
 * check-command: sparse-rcu --rcu-only --rcu-no-facts -DCONTRACT $file
 * check-error-start
 * callers.c:137:22: warning: [rcu-unprotected] call to foo_value() outside the read-side section its __must_hold() asks for: reached without rcu_read_lock() (holds tasklist_lock instead) (in __x64_sys_bad)
 *   held: tasklist_lock
 *   chain: __x64_sys_bad
 *   root: __x64_sys_bad
 * check-error-end
 *
 * check-name: sparse-rcu: a static helper is judged by its callers in the file
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DHELPER_STATIC $file
 * check-error-start
 * callers.c:146:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead) (in helper)
 *   access: rcu_dereference(gp)
 *   held: tasklist_lock
 *   chain: helper <- middle <- bad_caller
 *   root: bad_caller
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;
rwlock_t tasklist_lock;

#ifdef ROOTS
/*
 * maybe_called_under_rcu() may well be called under rcu_read_lock() from
 * another file: only "rcucheck link" can tell.  A syscall's caller holds
 * nothing.  An exported function that holds nothing states a contract
 * (its callers hold the read lock: lower tier); one that takes another
 * lock instead is the 2009 bug.
 */
#define EXPORT_SYMBOL(sym)

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
#endif

#ifdef CONTRACT
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
#endif

#ifdef HELPER_STATIC
static int helper(void)
{
	return rcu_dereference(gp)->a;
}

static int middle(void)
{
	return helper();
}

int good_caller(void)
{
	int a;

	rcu_read_lock();
	a = middle();
	rcu_read_unlock();
	return a;
}

int bad_caller(void)
{
	int a;

	read_lock(&tasklist_lock);
	a = middle();
	read_unlock(&tasklist_lock);
	return a;
}
#endif
