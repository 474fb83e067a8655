/*
 * check-name: sparse-rcu: lockdep_assert_held() states what the callers hold
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * lockdep-assert.c:24:16: warning: [rcu-lock-not-held] suspicious rcu_dereference_protected() usage: reached without the lock its condition names (holds other_mutex, bar_lock instead) (in helper)
 *   access: rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))
 *   held: other_mutex, bar_lock
 *   chain: helper <- the_wrong_one
 *   root: the_wrong_one
 * check-error-end
 *
 * add_one() asserts that its callers hold foo_mutex: the helper's
 * rcu_dereference_protected() is satisfied, although add_one() itself only
 * takes bar_lock.  the_wrong_one() asserts another lock.
 */
#include "rcu.h"

struct foo __rcu *gp;
struct mutex foo_mutex, other_mutex;
spinlock_t bar_lock;

static int helper(void)
{
	return rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))->a;
}

int add_one(void)
{
	int a;

	lockdep_assert_held(&foo_mutex);
	spin_lock(&bar_lock);
	a = helper();
	spin_unlock(&bar_lock);
	return a;
}

int the_wrong_one(void)
{
	int a;

	lockdep_assert_held(&other_mutex);
	spin_lock(&bar_lock);
	a = helper();
	spin_unlock(&bar_lock);
	return a;
}
