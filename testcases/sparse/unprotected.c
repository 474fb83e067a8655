/*
 * check-name: sparse-rcu: rcu_dereference() outside any read-side section
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * unprotected.c:17:25: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in reader)
 *   access: rcu_dereference(gp)
 *   chain: reader
 *   root: reader
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;

int reader(void)
{
	struct foo *p = rcu_dereference(gp);

	return p->a;
}
