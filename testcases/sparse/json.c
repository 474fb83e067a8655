/*
 * check-name: sparse-rcu: --rcu-json prints the common record as JSON lines
 * check-command: sparse-rcu --rcu-only --rcu-json --rcu-no-facts --rcu-roots=all $file
 * check-json
 * check-error-start
 * {"tool":"sparse-rcu","rule":"rcu-unprotected","severity":"warning","file":"json.c","line":19,"col":13,"function":"reader","access":"rcu_dereference(gp)","flavor":"rcu","held":["tasklist_lock"],"chain":["reader"],"confidence":"likely","message":"suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead)","tier":"default","root":"reader"}
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
