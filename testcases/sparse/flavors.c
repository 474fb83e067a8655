/*
 * Which reader each flavor of rcu_dereference() needs.  One section a
 * check: a check compiles the section its -D names (with --rcu-roots=all
 * every function of the file is a root: the sections must not see each
 * other).
 *
 * check-name: sparse-rcu: rcu_dereference() inside rcu_read_lock(): nothing
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DRCU_READER $file
 * check-error-start
 * check-error-end
 *
 * check-name: sparse-rcu: rcu_dereference_bh() under rcu_read_lock_bh(), local_bh_disable(); _sched() under preempt_disable(), a spinlock, irqs off
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DBH_SCHED_READERS $file
 * check-error-start
 * check-error-end
 *
 * check-name: sparse-rcu: rcu_read_lock_bh() does not cover rcu_dereference()
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DBH_MISMATCH $file
 * check-error-start
 * flavors.c:140:13: warning: [rcu-wrong-flavor] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds rcu_read_lock_bh() instead) (in reader)
 *   access: rcu_dereference(gp)
 *   held: rcu_read_lock_bh()
 *   chain: reader
 *   root: reader
 * check-error-end
 *
 * check-name: sparse-rcu: rcu_dereference_sched() after preempt_enable()
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DSCHED_AFTER_ENABLE $file
 * check-error-start
 * flavors.c:154:14: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock_sched() or disabled preemption (in reader)
 *   access: rcu_dereference_sched(gp)
 *   chain: reader
 *   root: reader
 * check-error-end
 *
 * check-name: sparse-rcu: srcu_dereference() under srcu_read_lock() of the same srcu_struct
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DSRCU_SAME $file
 * check-error-start
 * check-error-end
 *
 * check-name: sparse-rcu: srcu_dereference() under another srcu_struct
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DSRCU_OTHER $file
 * check-error-start
 * flavors.c:181:13: warning: [rcu-srcu-mismatch] suspicious rcu_dereference_check() usage: reached without srcu_read_lock() of its srcu_struct (holds srcu_read_lock(bar_srcu) instead) (in reader)
 *   access: srcu_dereference(gp, &foo_srcu)
 *   held: srcu_read_lock(bar_srcu)
 *   chain: reader
 *   root: reader
 * check-error-end
 *
 * check-name: sparse-rcu: x86's current and preempt_count are inline asm
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all -DX86_ASM $file
 * check-error-start
 * flavors.c:221:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock_sched() or disabled preemption (in after_pi_unlock)
 *   access: rcu_dereference_sched(gp)
 *   chain: after_pi_unlock
 *   root: after_pi_unlock
 * flavors.c:251:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock_sched() or disabled preemption (in sched_after_enable)
 *   access: rcu_dereference_sched(gp)
 *   chain: sched_after_enable
 *   root: sched_after_enable
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;

#ifdef RCU_READER
int reader(void)
{
	int a;

	rcu_read_lock();
	a = rcu_dereference(gp)->a;
	rcu_read_unlock();
	return a;
}
#endif

#ifdef BH_SCHED_READERS
spinlock_t foo_lock;

int reader_bh(void)
{
	int a;

	rcu_read_lock_bh();
	a = rcu_dereference_bh(gp)->a;
	rcu_read_unlock_bh();
	return a;
}

int reader_bh_disabled(void)
{
	int a;

	local_bh_disable();
	a = rcu_dereference_bh(gp)->a;
	local_bh_enable();
	return a;
}

int reader_sched(void)
{
	int a;

	preempt_disable();
	a = rcu_dereference_sched(gp)->a;
	preempt_enable();
	return a;
}

int reader_sched_spin(void)
{
	int a;

	spin_lock(&foo_lock);
	a = rcu_dereference_sched(gp)->a;
	spin_unlock(&foo_lock);
	return a;
}

int reader_sched_irq(void)
{
	int a;

	local_irq_disable();
	a = rcu_dereference_sched(gp)->a;
	local_irq_enable();
	return a;
}
#endif

#ifdef BH_MISMATCH
int reader(void)
{
	int a;

	rcu_read_lock_bh();
	a = rcu_dereference(gp)->a;
	rcu_read_unlock_bh();
	return a;
}
#endif

#ifdef SCHED_AFTER_ENABLE
int reader(void)
{
	int a;

	preempt_disable();
	a = rcu_dereference_sched(gp)->a;
	preempt_enable();
	a += rcu_dereference_sched(gp)->a;
	return a;
}
#endif

#ifdef SRCU_SAME
struct srcu_struct foo_srcu;

int reader(void)
{
	int idx, a;

	idx = srcu_read_lock(&foo_srcu);
	a = srcu_dereference(gp, &foo_srcu)->a;
	srcu_read_unlock(&foo_srcu, idx);
	return a;
}
#endif

#ifdef SRCU_OTHER
struct srcu_struct foo_srcu, bar_srcu;

int reader(void)
{
	int idx, a;

	idx = srcu_read_lock(&bar_srcu);
	a = srcu_dereference(gp, &foo_srcu)->a;
	srcu_read_unlock(&bar_srcu, idx);
	return a;
}
#endif

#ifdef X86_ASM
/*
 * "current" is this_cpu_read_stable(current_task), an asm each time it is
 * written: spin_lock(&current->pi_lock) and spin_unlock(&current->pi_lock)
 * must be one lock (else it stays held for the rest of the path, and
 * counts as disabled preemption), and lockdep_is_held(&current->pi_lock)
 * must find it.  preempt_count moves by "incl"/"decl" asm on
 * __preempt_count; sparse does not always leave a "# call" note after
 * the inlined body (none after __preempt_count_sub() in 6.1's
 * preempt_enable_no_resched()), so the asm itself counts.
 */
struct task { int state; spinlock_t pi_lock; };
extern struct task *current_task;

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
#endif
