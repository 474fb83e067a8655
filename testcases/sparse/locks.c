/*
 * A lock held in place of the reader, and the lock a lockdep condition
 * names.  One section a check: a check compiles the section its -D names
 * (with --rcu-roots=all every function of the file is a root: the
 * sections must not see each other).
 *
 * check-name: sparse-rcu: a spinlock is not a read-side section (names the lock)
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DSPINLOCK_ONLY $file
 * check-error-start
 * locks.c:86:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds foo_lock instead) (in reader)
 *   access: rcu_dereference(gp)
 *   held: foo_lock
 *   chain: reader
 *   root: reader
 * check-error-end
 *
 * check-name: sparse-rcu: a drop-in for sparse: its warnings, then the RCU findings
 * check-command: sparse-rcu --rcu-no-facts --rcu-roots=all -DDROP_IN $file
 * check-error-start
 * locks.c:75:18: warning: symbol 'gp' was not declared. Should it be static?
 * locks.c:79:12: warning: symbol 'foo_lock' was not declared. Should it be static?
 * locks.c:81:5: warning: symbol 'reader' was not declared. Should it be static?
 * locks.c:86:13: warning: context imbalance in 'reader' - wrong count at exit
 * locks.c:86:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds foo_lock instead) (in reader)
 *   access: rcu_dereference(gp)
 *   held: foo_lock
 *   chain: reader
 *   root: reader
 * check-error-end
 *
 * check-name: sparse-rcu: read_lock(&tasklist_lock) instead of rcu_read_lock(), the 2009 bug
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DTASKLIST_ONLY $file
 * check-error-start
 * locks.c:102:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead) (in reader)
 *   access: rcu_dereference(gp)
 *   held: tasklist_lock
 *   chain: reader
 *   root: reader
 * check-error-end
 *
 * check-name: sparse-rcu: --rcu-json prints the common record as JSON lines
 * check-command: sparse-rcu --rcu-only --rcu-json --rcu-no-facts --rcu-roots=all -DTASKLIST_ONLY $file
 * check-json
 * check-error-start
 * {"tool":"sparse-rcu","rule":"rcu-unprotected","severity":"warning","file":"locks.c","line":102,"col":13,"function":"reader","access":"rcu_dereference(gp)","flavor":"rcu","held":["tasklist_lock"],"chain":["reader"],"confidence":"high","message":"suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead)","tier":"default","root":"reader","fingerprint":"eb04ef2a03dbdfb0"}
 * check-error-end
 *
 * check-name: sparse-rcu: rcu_dereference_protected() under the lock its condition names
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DPROTECTED_RIGHT_LOCK $file
 * check-error-start
 * check-error-end
 *
 * check-name: sparse-rcu: rcu_dereference_protected() under another lock
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DPROTECTED_WRONG_LOCK $file
 * check-error-start
 * locks.c:151:13: warning: [rcu-lock-not-held] suspicious rcu_dereference_protected() usage: reached without the lock its condition names (holds bar_lock instead) (in updater)
 *   access: rcu_dereference_protected(gp, lockdep_is_held(&foo_lock))
 *   held: bar_lock
 *   chain: updater
 *   root: updater
 * check-error-end
 *
 * check-name: sparse-rcu: lockdep_assert_held() states what the callers hold
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DLOCKDEP_ASSERT $file
 * check-error-start
 * locks.c:168:16: warning: [rcu-lock-not-held] suspicious rcu_dereference_protected() usage: reached without the lock its condition names (holds other_mutex, bar_lock instead) (in helper)
 *   access: rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))
 *   held: other_mutex, bar_lock
 *   chain: helper <- the_wrong_one
 *   root: the_wrong_one
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;

/* DROP_IN forgets the unlock: sparse's context imbalance comes first. */
#if defined(SPINLOCK_ONLY) || defined(DROP_IN)
spinlock_t foo_lock;

int reader(void)
{
	int a;

	spin_lock(&foo_lock);
	a = rcu_dereference(gp)->a;
#ifdef SPINLOCK_ONLY
	spin_unlock(&foo_lock);
#endif
	return a;
}
#endif

#ifdef TASKLIST_ONLY
rwlock_t tasklist_lock;

int reader(void)
{
	int a;

	read_lock(&tasklist_lock);
	a = rcu_dereference(gp)->a;
	read_unlock(&tasklist_lock);
	return a;
}
#endif

#ifdef PROTECTED_RIGHT_LOCK
spinlock_t foo_lock;
struct mutex foo_mutex;

int updater(void)
{
	int a;

	spin_lock(&foo_lock);
	a = rcu_dereference_protected(gp, lockdep_is_held(&foo_lock))->a;
	spin_unlock(&foo_lock);
	return a;
}

int updater_mutex(void)
{
	int a;

	mutex_lock(&foo_mutex);
	a = rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))->a;
	mutex_unlock(&foo_mutex);
	return a;
}

int checked(void)
{
	int a;

	spin_lock(&foo_lock);
	a = rcu_dereference_check(gp, lockdep_is_held(&foo_lock))->a;
	spin_unlock(&foo_lock);
	return a;
}
#endif

#ifdef PROTECTED_WRONG_LOCK
spinlock_t foo_lock, bar_lock;

int updater(void)
{
	int a;

	spin_lock(&bar_lock);
	a = rcu_dereference_protected(gp, lockdep_is_held(&foo_lock))->a;
	spin_unlock(&bar_lock);
	return a;
}
#endif

#ifdef LOCKDEP_ASSERT
/*
 * add_one() asserts that its callers hold foo_mutex: the helper's
 * rcu_dereference_protected() is satisfied, although add_one() itself only
 * takes bar_lock.  the_wrong_one() asserts another lock.
 */
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
#endif
