/*
 * check-name: sparse-rcu: a static helper is judged by its callers in the file
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * helper-static.c:19:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead) (in helper)
 *   access: rcu_dereference(gp)
 *   held: tasklist_lock
 *   chain: helper <- middle <- bad_caller
 *   root: bad_caller
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;
rwlock_t tasklist_lock;

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
