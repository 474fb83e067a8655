/*
 * check-name: sparse-rcu: a path taken up again sees its own values, not a later loop turn's
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * check-error-end
 *
 * kernel/sched/fair.c's select_task_rq_fair(): for_each_domain() sets sd
 * in some turn, and after the loop "if (sd) ... else
 * select_idle_sibling()".  The walker keeps values per pseudo; without
 * undoing what the second turn wrote, the first turn's exit was walked
 * with sd already set, the else branch never was, the call site of the
 * static helper was never seen, and the helper looked uncalled (a root
 * by itself, unprotected).
 */
#include "rcu.h"

struct dom { int flags; struct dom __rcu *parent; };
struct dom __rcu *top;

static int idle_sibling(void)
{
	return rcu_dereference(top)->flags;
}

int idlest(struct dom *sd);

int select_rq(int want)
{
	struct dom *tmp, *sd = NULL;
	int r;

	rcu_read_lock();
	for (tmp = rcu_dereference(top); tmp; tmp = rcu_dereference(tmp->parent)) {
		if (tmp->flags & 1)
			sd = tmp;
		else if (!want)
			break;
	}
	if (sd)
		r = idlest(sd);
	else
		r = idle_sibling();
	rcu_read_unlock();
	return r;
}
