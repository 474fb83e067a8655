/*
 * check-name: sparse-rcu: a lock reached through a pointer assigned from an __rcu one without an accessor
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * untyped-assignment.c:34:14: warning: [rcu-address-space] incorrect type in assignment (different address spaces) [field ->sighand: struct sighand [noderef] __rcu *[noderef] __rcu sighand]
 *   access: ->sighand
 * untyped-assignment.c:47:14: warning: [rcu-address-space] incorrect type in assignment (different address spaces) [field ->sighand: struct sighand [noderef] __rcu *[noderef] __rcu sighand]
 *   access: ->sighand
 * untyped-assignment.c:49:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds &tsk->parent->sighand->siglock instead) (in notify_bad)
 *   access: rcu_dereference(gp)
 *   held: &tsk->parent->sighand->siglock
 *   chain: notify_bad
 *   root: notify_bad
 * check-error-end
 *
 * sparse types "psig = tsk->parent->sighand" as an error (different
 * address spaces) and emits nothing for it, so psig, and the lock taken
 * through it, were UNDEF: the lock could not be named ("UNDEF") nor
 * matched with the lockdep condition that asks for it.  kernel/signal.c's
 * do_notify_parent() has this shape.
 */
#include "rcu.h"

struct sighand { spinlock_t siglock; int action; };
struct task { struct sighand __rcu *sighand; struct task __rcu *parent; };
struct foo __rcu *gp;

/* The lock the condition names is held: nothing to say. */
int notify_ok(struct task *tsk)
{
	struct sighand *psig;
	int a;

	psig = tsk->parent->sighand;
	spin_lock(&psig->siglock);
	a = rcu_dereference_protected(gp, lockdep_is_held(&psig->siglock))->a;
	spin_unlock(&psig->siglock);
	return a;
}

/* The siglock instead of rcu_read_lock(): the finding names it. */
int notify_bad(struct task *tsk)
{
	struct sighand *psig;
	int a;

	psig = tsk->parent->sighand;
	spin_lock(&psig->siglock);
	a = rcu_dereference(gp)->a;
	spin_unlock(&psig->siglock);
	return a;
}
