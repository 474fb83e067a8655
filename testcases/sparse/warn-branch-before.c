/*
 * An undecided branch before RCU_LOCKDEP_WARN() does not decide its
 * condition: rcu_dereference_protected() and the RCU list walks' checks
 * come before their load, and the branches the path took before them
 * (6.1 __netlink_change_ngroups()'s size test, kvm_irq_has_notifier()'s
 * gsi != -1) made the access "uncertain", the lower tier. A condition
 * that itself calls unknown code stays uncertain.
 *
 * check-name: sparse-rcu: a branch taken before rcu_dereference_protected() leaves it certain; an unknown call inside its condition does not
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-lower $file
 * check-error-start
 * warn-branch-before.c:41:21: warning: [rcu-lock-not-held] suspicious rcu_dereference_protected() usage: reached without the lock its condition names (holds other_lock instead) (in grow_listeners)
 *   access: rcu_dereference_protected(gp, lockdep_is_held(&table_mutex))
 *   held: other_lock
 *   chain: grow_listeners
 *   root: grow_listeners
 * warn-branch-before.c:53:21: warning: [rcu-lock-not-held] suspicious rcu_dereference_protected() usage: reached without the lock its condition names (holds other_lock instead) (in grow_unknown_cond)
 *   access: rcu_dereference_protected(gp, lockdep_is_held(&table_mutex) ||
 *   held: other_lock
 *   chain: grow_unknown_cond
 *   root: grow_unknown_cond
 *   tier: lower
 * check-error-end
 */
#include "rcu.h"

#define EXPORT_SYMBOL(sym)

struct mutex table_mutex;
spinlock_t other_lock;
struct foo __rcu *gp;
int table_size(void);
int table_owner_held(void);

int grow_listeners(int n)
{
	int a = 0;

	spin_lock(&other_lock);
	if (table_size() < n)
		a = rcu_dereference_protected(gp, lockdep_is_held(&table_mutex))->a;
	spin_unlock(&other_lock);
	return a;
}
EXPORT_SYMBOL(grow_listeners);

int grow_unknown_cond(int n)
{
	int a = 0;

	spin_lock(&other_lock);
	if (table_size() < n)
		a = rcu_dereference_protected(gp, lockdep_is_held(&table_mutex) ||
					      table_owner_held())->a;
	spin_unlock(&other_lock);
	return a;
}
EXPORT_SYMBOL(grow_unknown_cond);
