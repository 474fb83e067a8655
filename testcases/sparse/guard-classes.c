/*
 * What each guard class of 6.12 (cleanup.h here) holds while it is in
 * scope: guard(mutex) is a lock, not a reader, and meets a lockdep
 * condition that names its mutex; guard(preempt) is a sched-flavor reader;
 * guard(srcu) holds the srcu_struct it is given; scoped_guard(spinlock_irqsave)
 * holds the lock with interrupts off.  One section a check.
 *
 * The spinlock_irqsave class keeps { lock, flags } in memory (sparse
 * promotes only one-member structures): its destructor's unlock names the
 * lock only if the load of scope.lock is traced to the constructor's store.
 *
 * check-name: sparse-rcu: guard(mutex) is no reader, but meets lockdep_is_held() of its mutex, to the end of its scope
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DMUTEX $file
 * check-error-start
 * guard-classes.c:99:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds foo_mutex instead) (in mutex_only)
 *   access: rcu_dereference(gp)
 *   held: foo_mutex
 *   chain: mutex_only
 *   root: mutex_only
 * guard-classes.c:119:16: warning: [rcu-lock-not-held] suspicious rcu_dereference_protected() usage: reached without the lock its condition names (holds bar_mutex instead) (in other_mutex)
 *   access: rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))
 *   held: bar_mutex
 *   chain: other_mutex
 *   root: other_mutex
 * guard-classes.c:130:20: warning: [rcu-lock-not-held] suspicious rcu_dereference_protected() usage: reached without the lock its condition names (in scoped_mutex)
 *   access: rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))
 *   chain: scoped_mutex
 *   root: scoped_mutex
 * check-error-end
 *
 * check-name: sparse-rcu: guard(preempt) meets rcu_dereference_sched(), to the end of its scope, and not rcu_dereference()
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DPREEMPT $file
 * check-error-start
 * guard-classes.c:150:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock_sched() or disabled preemption (in scoped_preempt)
 *   access: rcu_dereference_sched(gp)
 *   chain: scoped_preempt
 *   root: scoped_preempt
 * guard-classes.c:157:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds preempt-disabled instead) (in preempt_rcu)
 *   access: rcu_dereference(gp)
 *   held: preempt-disabled
 *   chain: preempt_rcu
 *   root: preempt_rcu
 * check-error-end
 *
 * check-name: sparse-rcu: guard(srcu) meets srcu_dereference() of its srcu_struct, not of another, to the end of its scope
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DSRCU $file
 * check-error-start
 * guard-classes.c:173:16: warning: [rcu-srcu-mismatch] suspicious rcu_dereference_check() usage: reached without srcu_read_lock() of its srcu_struct (holds srcu_read_lock(bar_srcu) instead) (in srcu_other)
 *   access: srcu_dereference(gp, &foo_srcu)
 *   held: srcu_read_lock(bar_srcu)
 *   chain: srcu_other
 *   root: srcu_other
 * guard-classes.c:184:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without srcu_read_lock() of its srcu_struct (in srcu_after)
 *   access: srcu_dereference(gp, &foo_srcu)
 *   chain: srcu_after
 *   root: srcu_after
 * check-error-end
 *
 * check-name: sparse-rcu: scoped_guard(spinlock_irqsave) meets rcu_dereference_sched(), not rcu_dereference()
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DSPINLOCK $file
 * check-error-start
 * guard-classes.c:205:21: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds foo_lock, irqs-disabled instead) (in spin_rcu)
 *   access: rcu_dereference(gp)
 *   held: foo_lock, irqs-disabled
 *   chain: spin_rcu
 *   root: spin_rcu
 * check-error-end
 *
 * check-name: sparse-rcu: scoped_guard(spinlock_irqsave) unlocks the lock it took, at the end of its block
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DSPINLOCK_AFTER $file
 * check-error-start
 * guard-classes.c:220:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock_sched() or disabled preemption (in spin_after)
 *   access: rcu_dereference_sched(gp)
 *   chain: spin_after
 *   root: spin_after
 * check-error-end
 *
 * check-name: sparse-rcu: a guard whose other member's address is handed out of line still unlocks its lock
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DPINNED $file
 * check-error-start
 * guard-classes.c:244:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock_sched() or disabled preemption (in pinned_after)
 *   access: rcu_dereference_sched(gp)
 *   chain: pinned_after
 *   root: pinned_after
 * check-error-end
 */
#include "cleanup.h"

struct foo __rcu *gp;
struct mutex foo_mutex, bar_mutex;
struct srcu_struct foo_srcu, bar_srcu;
spinlock_t foo_lock;

#ifdef MUTEX
/* A mutex is a lock, not a reader. */
int mutex_only(void)
{
	guard(mutex)(&foo_mutex);
	return rcu_dereference(gp)->a;
}

/* ... but the condition that names it is met. */
int mutex_protected(void)
{
	guard(mutex)(&foo_mutex);
	return rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))->a;
}

int mutex_check(void)
{
	guard(mutex)(&foo_mutex);
	return rcu_dereference_check(gp, lockdep_is_held(&foo_mutex))->a;
}

/* Another mutex does not meet it. */
int other_mutex(void)
{
	guard(mutex)(&bar_mutex);
	return rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))->a;
}

/* scoped_guard(mutex): held in its block, released after it. */
int scoped_mutex(void)
{
	int a;

	scoped_guard(mutex, &foo_mutex) {
		a = rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))->a;
	}
	return a + rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))->a;
}
#endif

#ifdef PREEMPT
/* Disabled preemption is a sched-flavor reader ... */
int preempt_sched(void)
{
	guard(preempt)();
	return rcu_dereference_sched(gp)->a;
}

/* ... to the end of its block ... */
int scoped_preempt(void)
{
	int a;

	scoped_guard(preempt) {
		a = rcu_dereference_sched(gp)->a;
	}
	return a + rcu_dereference_sched(gp)->a;
}

/* ... and not rcu_read_lock() (CONFIG_PREEMPT_RCU). */
int preempt_rcu(void)
{
	guard(preempt)();
	return rcu_dereference(gp)->a;
}
#endif

#ifdef SRCU
/* guard(srcu) holds the srcu_struct it is given ... */
int srcu_same(void)
{
	guard(srcu)(&foo_srcu);
	return srcu_dereference(gp, &foo_srcu)->a;
}

/* ... not another one. */
int srcu_other(void)
{
	guard(srcu)(&bar_srcu);
	return srcu_dereference(gp, &foo_srcu)->a;
}

/* ... and releases it at the end of its block ({ lock, idx } is in memory). */
int srcu_after(void)
{
	int a;

	scoped_guard(srcu, &foo_srcu) {
		a = srcu_dereference(gp, &foo_srcu)->a;
	}
	return a + srcu_dereference(gp, &foo_srcu)->a;
}
#endif

#ifdef SPINLOCK
/* scoped_guard(spinlock_irqsave): a sched-flavor reader, not rcu_read_lock() */
int spin_sched(void)
{
	int a;

	scoped_guard(spinlock_irqsave, &foo_lock) {
		a = rcu_dereference_sched(gp)->a;
	}
	return a;
}

int spin_rcu(void)
{
	int a;

	scoped_guard(spinlock_irqsave, &foo_lock) {
		a = rcu_dereference(gp)->a;
	}
	return a;
}
#endif

#ifdef SPINLOCK_AFTER
/* The lock and disabled interrupts end with the block. */
int spin_after(void)
{
	int a;

	scoped_guard(spinlock_irqsave, &foo_lock) {
		a = rcu_dereference_sched(gp)->a;
	}
	return a + rcu_dereference_sched(gp)->a;
}
#endif

#ifdef PINNED
/*
 * kernel/sched/sched.h's rq_lock guard: { lock, struct rq_flags rf }, and
 * &_T->rf handed to functions out of line.  They do not write the lock.
 */
struct pin_flags { unsigned long flags; int cookie; };
void lock_pin(spinlock_t *l, struct pin_flags *pf);
void lock_unpin(spinlock_t *l, struct pin_flags *pf);
DEFINE_LOCK_GUARD_1(pinned_lock, spinlock_t,
		    do { spin_lock(_T->lock); lock_pin(_T->lock, &_T->pf); } while (0),
		    do { lock_unpin(_T->lock, &_T->pf); spin_unlock(_T->lock); } while (0),
		    struct pin_flags pf)

int pinned_after(void)
{
	int a;

	scoped_guard(pinned_lock, &foo_lock) {
		a = rcu_dereference_sched(gp)->a;
	}
	return a + rcu_dereference_sched(gp)->a;
}
#endif
