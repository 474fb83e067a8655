/*
 * check-name: sparse-rcu: read_lock(&tasklist_lock) instead of rcu_read_lock(), the 2009 bug
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * tasklist-only.c:29:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead) (in reader)
 *   access: rcu_dereference(gp)
 *   held: tasklist_lock
 *   chain: reader
 *   root: reader
 * check-error-end
 *
 * check-name: sparse-rcu: --rcu-json prints the common record as JSON lines
 * check-command: sparse-rcu --rcu-only --rcu-json --rcu-no-facts --rcu-roots=all $file
 * check-json
 * check-error-start
 * {"tool":"sparse-rcu","rule":"rcu-unprotected","severity":"warning","file":"tasklist-only.c","line":29,"col":13,"function":"reader","access":"rcu_dereference(gp)","flavor":"rcu","held":["tasklist_lock"],"chain":["reader"],"confidence":"high","message":"suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead)","tier":"default","root":"reader"}
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;
rwlock_t tasklist_lock;

int reader(void)
{
	int a;

	read_lock(&tasklist_lock);
	a = rcu_dereference(gp)->a;
	read_unlock(&tasklist_lock);
	return a;
}
