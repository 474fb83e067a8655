/*
 * srcu_read_lock_held() inlined, as 6.1 compiles it under
 * CONFIG_DEBUG_LOCK_ALLOC: the optimiser drops the address of its
 * srcu_struct from the inlined call's note (no other use is left), so
 * the srcu_struct is the one its body's lock_is_held(&ssp->dep_map)
 * asks for. 6.1 dquot_srcu and kvm->irq_srcu were taken for another
 * srcu_struct than the one held (false rcu-srcu-mismatch rows).
 *
 * check-name: sparse-rcu: an inlined srcu_read_lock_held() meets the srcu_struct held (a global, a member), not another member, nor after the unlock
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * srcu-inlined-held.c:66:13: warning: [rcu-srcu-mismatch] suspicious rcu_dereference_check() usage: reached without srcu_read_lock() of its srcu_struct (holds srcu_read_lock(&k->srcu) instead) (in member_other)
 *   access: srcu_dereference(k->table, &k->irq_srcu)
 *   held: srcu_read_lock(&k->srcu)
 *   chain: member_other
 *   root: member_other
 * srcu-inlined-held.c:78:14: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without srcu_read_lock() of its srcu_struct (in global_after_unlock)
 *   access: srcu_dereference(gp, &quota_srcu)
 *   chain: global_after_unlock
 *   root: global_after_unlock
 * check-error-end
 */
#define SRCU_HELD_INLINE
#include "rcu.h"

struct srcu_struct quota_srcu;
struct foo __rcu *gp;

struct kvm_like {
	long pad[16];
	struct srcu_struct srcu;
	struct srcu_struct irq_srcu;
	struct foo __rcu *table;
};

/* dquot_claim_space_nodirty()'s shape: a global srcu_struct, a spinlock inside */
int global_same(spinlock_t *lock)
{
	int idx, a;

	idx = srcu_read_lock(&quota_srcu);
	spin_lock(lock);
	a = srcu_dereference(gp, &quota_srcu)->a;
	spin_unlock(lock);
	srcu_read_unlock(&quota_srcu, idx);
	return a;
}

/* kvm_irq_has_notifier()'s: a member of what the caller passes */
int member_same(struct kvm_like *k)
{
	int idx, a;

	idx = srcu_read_lock(&k->irq_srcu);
	a = srcu_dereference(k->table, &k->irq_srcu)->a;
	srcu_read_unlock(&k->irq_srcu, idx);
	return a;
}

/* the recall corpus's 39-d: the other srcu_struct of the same object */
int member_other(struct kvm_like *k)
{
	int idx, a;

	idx = srcu_read_lock(&k->srcu);
	a = srcu_dereference(k->table, &k->irq_srcu)->a;
	srcu_read_unlock(&k->srcu, idx);
	return a;
}

int global_after_unlock(void)
{
	int idx, a;

	idx = srcu_read_lock(&quota_srcu);
	a = srcu_dereference(gp, &quota_srcu)->a;
	srcu_read_unlock(&quota_srcu, idx);
	a += srcu_dereference(gp, &quota_srcu)->a;
	return a;
}
