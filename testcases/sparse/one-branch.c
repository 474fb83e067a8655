/*
 * check-name: sparse-rcu: one path reaches the access without the read lock
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * one-branch.c:21:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in reader)
 *   access: rcu_dereference(gp)
 *   chain: reader
 *   root: reader
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;

int reader(int locked)
{
	int a;

	if (locked)
		rcu_read_lock();
	a = rcu_dereference(gp)->a;
	if (locked)
		rcu_read_unlock();
	return a;
}

int correlated(int x)
{
	int a = 0;

	if (x)
		rcu_read_lock();
	if (x) {
		a = rcu_dereference(gp)->a;
		rcu_read_unlock();
	}
	return a;
}
