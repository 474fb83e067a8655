/*
 * check-name: sparse-rcu: rcu_dereference_bh() under rcu_read_lock_bh(), local_bh_disable(); _sched() under preempt_disable(), a spinlock, irqs off
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * check-error-end
 */
#include "rcu.h"

struct foo __rcu *gp;
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
