/*
 * check-name: sparse-rcu: a static function of the file that returns inside a reader it began (6.1 netlink_walk_start(): rhashtable_walk_start()'s __acquires(RCU), itself unannotated), on every path or on one (ipc/sem.c's find_alloc_undo(), on success), begins its caller's reader; one that ends the reader it began does not
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * reader-wrapper.c:66:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in after_peek)
 *   access: rcu_dereference(gp)
 *   chain: after_peek
 *   root: after_peek
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

static int table_walk_start_if(struct table_iter *it, int c)
{
	if (!c)
		return -1;
	walk_start_check(it);
	return 0;
}

int after_success(struct table_iter *it, int c)
{
	int a;

	if (table_walk_start_if(it, c))
		return -1;
	a = rcu_dereference(gp)->a;
	walk_stop(it);
	return a;
}

static void table_peek(struct table_iter *it)
{
	walk_start_check(it);
	walk_stop(it);
}

int after_peek(struct table_iter *it)
{
	table_peek(it);
	return rcu_dereference(gp)->a;
}
