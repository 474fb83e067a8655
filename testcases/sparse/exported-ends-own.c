/*
 * check-name: sparse-rcu: an exported function that ends its own section, then reads, is the default tier; one that never took it states a contract (lower), as does one after an inlined helper's own balanced reader or a section of another flavor
 * check-command: sparse-rcu --rcu-only --rcu-no-facts $file
 * check-error-start
 * exported-ends-own.c:94:28: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without srcu_read_lock() of its srcu_struct (in reclaim_early_unlock)
 *   access: srcu_dereference(dquots[cnt], &quota_srcu)
 *   chain: reclaim_early_unlock
 *   root: reclaim_early_unlock
 * exported-ends-own.c:115:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in rcu_after_own_section)
 *   access: rcu_dereference(gp)
 *   chain: rcu_after_own_section
 *   root: rcu_after_own_section
 * exported-ends-own.c:144:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in rcu_after_kernel_unlock)
 *   access: rcu_dereference(gp)
 *   chain: rcu_after_kernel_unlock
 *   root: rcu_after_kernel_unlock
 * check-error-end
 *
 * check-name: rcucheck link reads the facts' "ended its own section" field: the same default rows
 * check-command: sh link-files.sh $file
 * check-exit-value: 1
 * check-output-start
 * exported-ends-own.c:94:28: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without srcu_read_lock() of its srcu_struct (in reclaim_early_unlock)
 *   access: srcu_dereference(dquots[cnt], &quota_srcu)
 *   chain: reclaim_early_unlock
 *   root: reclaim_early_unlock
 * exported-ends-own.c:115:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in rcu_after_own_section)
 *   access: rcu_dereference(gp)
 *   chain: rcu_after_own_section
 *   root: rcu_after_own_section
 * exported-ends-own.c:144:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in rcu_after_kernel_unlock)
 *   access: rcu_dereference(gp)
 *   chain: rcu_after_kernel_unlock
 *   root: rcu_after_kernel_unlock
 * check-output-end
 *
 * check-name: sparse-rcu --rcu-lower: the contracts are there, lower
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-lower $file
 * check-error-start
 * exported-ends-own.c:94:28: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without srcu_read_lock() of its srcu_struct (in reclaim_early_unlock)
 *   access: srcu_dereference(dquots[cnt], &quota_srcu)
 *   chain: reclaim_early_unlock
 *   root: reclaim_early_unlock
 * exported-ends-own.c:115:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in rcu_after_own_section)
 *   access: rcu_dereference(gp)
 *   chain: rcu_after_own_section
 *   root: rcu_after_own_section
 * exported-ends-own.c:144:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in rcu_after_kernel_unlock)
 *   access: rcu_dereference(gp)
 *   chain: rcu_after_kernel_unlock
 *   root: rcu_after_kernel_unlock
 * exported-ends-own.c:151:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without srcu_read_lock() of its srcu_struct (in contract_srcu)
 *   access: srcu_dereference(dquots[0], &quota_srcu)
 *   chain: contract_srcu
 *   root: contract_srcu
 *   tier: lower
 * exported-ends-own.c:157:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in contract_rcu)
 *   access: rcu_dereference(gp)
 *   chain: contract_rcu
 *   root: contract_rcu
 *   tier: lower
 * exported-ends-own.c:168:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in after_bh_section)
 *   access: rcu_dereference(gp)
 *   chain: after_bh_section
 *   root: after_bh_section
 *   tier: lower
 * exported-ends-own.c:187:37: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in after_helper_section)
 *   access: rcu_dereference(gp)
 *   chain: after_helper_section
 *   root: after_helper_section
 *   tier: lower
 * check-error-end
 *
 * 6.1 dquot_reclaim_space_nodirty() with mark_all_dquot_dirty() moved
 * after its srcu_read_unlock() (the recall corpus's 24-f): an exported
 * function no in-tree call protects is a contract on its callers, the
 * lower tier, unless something says it is a mistake; a function that
 * ended its own section of the flavor the access needs is the audit's
 * "drops the reader, then calls" (CHAIN_EV_DROPPED).
 */
#define SRCU_HELD_INLINE
#include "rcu.h"

#define EXPORT_SYMBOL(sym)

struct srcu_struct quota_srcu;
struct foo __rcu *dquots[3];
struct foo __rcu *gp;
void mark_dirty(struct foo *p);

static inline void mark_all_dirty(void)
{
	for (int cnt = 0; cnt < 3; cnt++)
		mark_dirty(srcu_dereference(dquots[cnt], &quota_srcu));
}

void reclaim_early_unlock(void)
{
	int idx = srcu_read_lock(&quota_srcu);

	for (int cnt = 0; cnt < 3; cnt++)
		mark_dirty(srcu_dereference(dquots[cnt], &quota_srcu));
	srcu_read_unlock(&quota_srcu, idx);
	mark_all_dirty();
}
EXPORT_SYMBOL(reclaim_early_unlock);

int rcu_after_own_section(void)
{
	int a;

	rcu_read_lock();
	a = rcu_dereference(gp)->a;
	rcu_read_unlock();
	return a + rcu_dereference(gp)->a;
}
EXPORT_SYMBOL(rcu_after_own_section);

/*
 * An unlock that inlines a helper after its release (6.1 rcu_read_unlock()'s
 * rcu_lock_release()): the helper's "# call" note, inside the unlock, is
 * not the unlock's (sparse leaves it where the unlock returns a value).
 */
static inline void release_map(struct lockdep_map *map)
{
	lock_release(map, 0);
}

static inline int unlock_and_release(void)
{
	__release(RCU);
	__rcu_read_unlock();
	release_map(&rcu_lock_map);
	return 0;
}

int rcu_after_kernel_unlock(void)
{
	int a;

	rcu_read_lock();
	a = rcu_dereference(gp)->a;
	a += unlock_and_release();
	return a + rcu_dereference(gp)->a;
}
EXPORT_SYMBOL(rcu_after_kernel_unlock);

/* No section of its own: its callers hold the reader, by contract. */
void contract_srcu(void)
{
	mark_dirty(srcu_dereference(dquots[0], &quota_srcu));
}
EXPORT_SYMBOL(contract_srcu);

int contract_rcu(void)
{
	return rcu_dereference(gp)->a;
}
EXPORT_SYMBOL(contract_rcu);

/* It ended a reader of another flavor: no evidence for this one. */
int after_bh_section(void)
{
	int a = 0;

	rcu_read_lock_bh();
	rcu_read_unlock_bh();
	return a + rcu_dereference(gp)->a;
}
EXPORT_SYMBOL(after_bh_section);

/* An inlined helper's own balanced reader (6.1 net_generic()) is not the function's. */
struct foo __rcu *gen;

static inline int net_generic_like(void)
{
	int a;

	rcu_read_lock();
	a = rcu_dereference(gen)->a;
	rcu_read_unlock();
	return a;
}

int after_helper_section(void)
{
	return net_generic_like() + rcu_dereference(gp)->a;
}
EXPORT_SYMBOL(after_helper_section);
