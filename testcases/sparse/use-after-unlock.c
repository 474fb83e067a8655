/*
 * check-name: sparse-rcu: a pointer loaded in the section, dereferenced after it
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * use-after-unlock.c:22:16: warning: [rcu-use-after-unlock] pointer loaded inside an RCU read-side section is dereferenced after the section ended (in reader)
 *   access: rcu_dereference(gp)
 *   chain: reader
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;
void get_foo(struct foo *p);

int reader(void)
{
	struct foo *p;

	rcu_read_lock();
	p = rcu_dereference(gp);
	rcu_read_unlock();
	return p->a;
}

int with_reference(void)
{
	struct foo *p;

	rcu_read_lock();
	p = rcu_dereference(gp);
	get_foo(p);
	rcu_read_unlock();
	return p->a;
}
