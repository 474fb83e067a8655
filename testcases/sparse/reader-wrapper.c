/*
 * check-name: sparse-rcu: a static function of the file that returns inside a reader it began (6.1 netlink_walk_start(): rhashtable_walk_start()'s __acquires(RCU), itself unannotated) begins its caller's reader; one that begins it on one path only does not
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * reader-wrapper.c:49:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in after_maybe)
 *   access: rcu_dereference(gp)
 *   chain: after_maybe
 *   root: after_maybe
 * check-error-end
 */
#include "rcu.h"

struct table_iter {
	int link;
};

/* lib/rhashtable.c's rhashtable_walk_start_check() and rhashtable_walk_stop() */
int walk_start_check(struct table_iter *it) __acquires(RCU);
void walk_stop(struct table_iter *it) __releases(RCU);

struct foo __rcu *gp;

static void table_walk_start(struct table_iter *it)
{
	walk_start_check(it);
}

int read_after_wrapper(struct table_iter *it)
{
	int a;

	table_walk_start(it);
	a = rcu_dereference(gp)->a;
	walk_stop(it);
	return a;
}

static void table_walk_start_if(struct table_iter *it, int c)
{
	if (c)
		walk_start_check(it);
}

int after_maybe(struct table_iter *it, int c)
{
	int a;

	table_walk_start_if(it, c);
	a = rcu_dereference(gp)->a;
	return a;
}
