/*
 * A guard of 6.12's include/linux/cleanup.h (cleanup.h here) holds from
 * its declaration to the end of its scope, whichever way the scope is left:
 * the end of the block, break, continue, goto, return.  sparse 0.6.4 drops
 * __attribute__((cleanup)), and 6.12's rcu guard drops sparse's context
 * at once ("sparse doesn't call the cleanup function"): without help the
 * guard would protect nothing (or, without that release, never end).  One
 * section a check (with --rcu-roots=all every function is a root).
 *
 * check-name: sparse-rcu: guard(rcu)() protects to the end of its block, not after it
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DBLOCK $file
 * check-error-start
 * guard-scope.c:84:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in after_block)
 *   access: rcu_dereference(gp)
 *   chain: after_block
 *   root: after_block
 * check-error-end
 *
 * check-name: sparse-rcu: scoped_guard(rcu) protects its block; a break in it ends the guard
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DSCOPED $file
 * check-error-start
 * guard-scope.c:97:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in scoped)
 *   access: rcu_dereference(gp)
 *   chain: scoped
 *   root: scoped
 * guard-scope.c:110:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in scoped_break)
 *   access: rcu_dereference(gp)
 *   chain: scoped_break
 *   root: scoped_break
 * check-error-end
 *
 * check-name: sparse-rcu: break, continue and goto out of a guard's scope end it, a goto within keeps it
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DEXITS $file
 * check-error-start
 * guard-scope.c:126:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in loop_break)
 *   access: rcu_dereference(gp)
 *   chain: loop_break
 *   root: loop_break
 * guard-scope.c:139:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in loop_continue)
 *   access: rcu_dereference(gp)
 *   chain: loop_continue
 *   root: loop_continue
 * guard-scope.c:156:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in goto_out)
 *   access: rcu_dereference(gp)
 *   chain: goto_out
 *   root: goto_out
 * check-error-end
 *
 * check-name: sparse-rcu: an inline helper's guard ends at its return, after the value is computed
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DINLINE $file
 * check-error-start
 * guard-scope.c:187:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in after_helper)
 *   access: rcu_dereference(gp)
 *   chain: after_helper
 *   root: after_helper
 * guard-scope.c:194:9: warning: [rcu-use-after-unlock] pointer loaded inside an RCU read-side section is dereferenced after the section ended (in get)
 *   access: rcu_dereference(gp)
 *   chain: use_returned
 * check-error-end
 */
#include "cleanup.h"

struct foo __rcu *gp;
void use(int a);

#ifdef BLOCK
/* Inside the guard: protected, the return value too. */
int in_scope(void)
{
	guard(rcu)();
	return rcu_dereference(gp)->a;
}

/* A guard in an inner block ends with the block. */
int after_block(int x)
{
	int a = 0;

	if (x) {
		guard(rcu)();
		a = rcu_dereference(gp)->a;
	}
	use(a);
	return rcu_dereference(gp)->a;
}
#endif

#ifdef SCOPED
/* scoped_guard(): protected in its block, not after it. */
int scoped(void)
{
	int a;

	scoped_guard(rcu) {
		a = rcu_dereference(gp)->a;
	}
	return a + rcu_dereference(gp)->a;
}

/* A break in scoped_guard()'s block leaves the guard's loop, and the guard. */
int scoped_break(void)
{
	int a;

	scoped_guard(rcu) {
		a = rcu_dereference(gp)->a;
		break;
	}
	use(a);
	return rcu_dereference(gp)->a;
}
#endif

#ifdef EXITS
/* The loop's only way out is the break: it ends the guard. */
int loop_break(int x)
{
	int a = 0;

	for (;;) {
		guard(rcu)();
		a += rcu_dereference(gp)->a;
		if (a > x)
			break;
	}
	return rcu_dereference(gp)->a;
}

/* A continue ends this turn's guard; here every turn ends with one. */
int loop_continue(int x)
{
	int a = 0;

	do {
		guard(rcu)();
		a += rcu_dereference(gp)->a;
		continue;
	} while (a < x);
	return rcu_dereference(gp)->a;
}

/* A goto out of the block ends the guard on the way. */
int goto_out(int x)
{
	int a;

	{
		guard(rcu)();
		a = rcu_dereference(gp)->a;
		if (x)
			goto out;
		use(a);
	}
	return 0;
out:
	return rcu_dereference(gp)->a;
}

/* A goto to a label inside the guard's block keeps it. */
int goto_within(int x)
{
	int a = 0;

	{
		guard(rcu)();
again:
		a += rcu_dereference(gp)->a;
		if (a < x)
			goto again;
	}
	return a;
}
#endif

#ifdef INLINE
/* An inline helper's return ends its guard after the value is computed. */
static inline int helper(void)
{
	guard(rcu)();
	return rcu_dereference(gp)->a;
}

int after_helper(void)
{
	int a = helper();

	return a + rcu_dereference(gp)->a;
}

/* ... so a pointer it returns is used after the section. */
static inline struct foo *get(void)
{
	guard(rcu)();
	return rcu_dereference(gp);
}

int use_returned(void)
{
	return get()->a;
}
#endif
