/*
 * check-name: sparse-rcu: x86's current and preempt_count are inline asm
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * x86-current-preempt.c:50:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock_sched() or disabled preemption (in after_pi_unlock)
 *   access: rcu_dereference_sched(gp)
 *   chain: after_pi_unlock
 *   root: after_pi_unlock
 * x86-current-preempt.c:80:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock_sched() or disabled preemption (in sched_after_enable)
 *   access: rcu_dereference_sched(gp)
 *   chain: sched_after_enable
 *   root: sched_after_enable
 * check-error-end
 *
 * "current" is this_cpu_read_stable(current_task), an asm each time it is
 * written: spin_lock(&current->pi_lock) and spin_unlock(&current->pi_lock)
 * must be one lock (else it stays held for the rest of the path, and
 * counts as disabled preemption), and lockdep_is_held(&current->pi_lock)
 * must find it.  preempt_count moves by "incl"/"decl" asm on
 * __preempt_count; sparse does not always leave a "# call" note after
 * the inlined body (none after __preempt_count_sub() in 6.1's
 * preempt_enable_no_resched()), so the asm itself counts.
 */
#include "rcu.h"

struct task { int state; spinlock_t pi_lock; };
extern struct task *current_task;
struct foo __rcu *gp;

static inline __attribute__((always_inline)) struct task *get_current(void)
{
	struct task *ret;

	__asm__("movq %P[var], %[val]" : [val] "=r" (ret) : [var] "p" (&current_task));
	return ret;
}
#define current get_current()

#define asm_preempt_disable() \
	__asm__ __volatile__("incl %[var]" : [var] "+m" (__preempt_count))
#define asm_preempt_enable_no_resched() \
	__asm__ __volatile__("decl %[var]" : [var] "+m" (__preempt_count))

/* Released: no lock, no disabled preemption is left for the access. */
int after_pi_unlock(void)
{
	spin_lock(&current->pi_lock);
	current->state = 1;
	spin_unlock(&current->pi_lock);
	return rcu_dereference_sched(gp)->a;
}

/* The condition asks for the lock held through another "current". */
int pi_held(void)
{
	int a;

	spin_lock(&current->pi_lock);
	a = rcu_dereference_protected(gp, lockdep_is_held(&current->pi_lock))->a;
	spin_unlock(&current->pi_lock);
	return a;
}

/* Preemption disabled by the asm: the sched flavor is held. */
int sched_inside(void)
{
	int a;

	asm_preempt_disable();
	a = rcu_dereference_sched(gp)->a;
	asm_preempt_enable_no_resched();
	return a;
}

/* ... and no longer after the decrement. */
int sched_after_enable(void)
{
	asm_preempt_disable();
	asm_preempt_enable_no_resched();
	return rcu_dereference_sched(gp)->a;
}
