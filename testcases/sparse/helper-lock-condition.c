/*
 * check-name: sparse-rcu: a helper whose lockdep condition its caller satisfies, by parameter
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * check-error-end
 */
#include "rcu.h"

struct obj {
	spinlock_t lock;
	struct foo __rcu *p;
};

static int helper(struct obj *o)
{
	return rcu_dereference_check(o->p, lockdep_is_held(&o->lock))->a;
}

int locked_caller(struct obj *o)
{
	int a;

	spin_lock(&o->lock);
	a = helper(o);
	spin_unlock(&o->lock);
	return a;
}
