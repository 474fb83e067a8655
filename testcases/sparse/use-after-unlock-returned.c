/*
 * check-name: sparse-rcu: a pointer loaded in the section and returned after it, no reference taken; returned with a reference taken, or only tested, is clean
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * use-after-unlock-returned.c:23:16: warning: [rcu-use-after-unlock] pointer loaded inside an RCU read-side section is returned after the section ended, with no reference taken (in get_foo_returned)
 *   access: rcu_dereference(gp)
 *   chain: get_foo_returned
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;
bool foo_get_unless_zero(struct foo *p);

/* 6.1 get_task_cred() without its get_cred_rcu() loop (the recall corpus's 19-e) */
struct foo *get_foo_returned(void)
{
	struct foo *p;

	rcu_read_lock();
	p = rcu_dereference(gp);
	rcu_read_unlock();
	return p;
}

/* The reference taken inside the section: the caller owns it. */
struct foo *get_foo_counted(void)
{
	struct foo *p;

	rcu_read_lock();
	do {
		p = rcu_dereference(gp);
	} while (p && !foo_get_unless_zero(p));
	rcu_read_unlock();
	return p;
}

/* Only whether there was one: no pointer leaves. */
bool have_foo(void)
{
	struct foo *p;

	rcu_read_lock();
	p = rcu_dereference(gp);
	rcu_read_unlock();
	return p != NULL;
}
