// SPDX-License-Identifier: GPL-2.0
#include "rcu/rules.h"

#include <string.h>
#include "lib/util.h"

#define BY_ROOT "by root: default from a system call or an unlock in its own function, " \
	"or an exported or caller-less root with a lock held on the way; lower otherwise"
#define NOT_A_READER "rcu_dereference_protected() with the wrong lock: the lock, not a reader, is missing"
#define REDESIGN "sleeping, or waiting for a grace period, where that is illegal is a " \
	"design error: the sleep must move out of the section (allocate before it, drop it " \
	"and revalidate, take a reference) or become one that does not sleep; no patch can know which"
#define LIFETIME "a pointer used after its read-side critical section: the section must grow, or a reference be taken"
#define FLAVOR_WHY "the updater must wait for the grace period of its readers' flavor " \
	"(synchronize_srcu(&ss) or call_srcu() for SRCU readers of ss, synchronize_rcu_tasks_trace() " \
	"for rcu_read_lock_trace() readers, synchronize_rcu() for rcu_read_lock() ones), or for " \
	"each when readers of several flavors may hold it (synchronize_rcu_mult()); or the readers " \
	"change flavor: which side is wrong is the author's call"
#define REQUEUE_WHY "which of the two paths should queue the head (or whether the callback " \
	"should free the object) is the author's choice: queue it once, and leave the free to the callback"

const struct rcu_rule rcu_rules[] = {
	/* The audit's access rules (Coccinelle), in the order it runs them. */
	{ "rcu-dereference", "cocci/rcu_dereference.cocci", "rcu_dereference.cocci",
	  BY_ROOT, RCU_FIX_ACCESS, NULL,
	  "rcu_dereference() and kin reached without the reader of their flavor" },
	{ "rcu-dereference-protected", "cocci/rcu_dereference_protected.cocci",
	  "rcu_dereference_protected.cocci", BY_ROOT, RCU_FIX_NO, NOT_A_READER,
	  "rcu_dereference_protected() reached without the lock its condition names" },
	{ "rcu-list", "cocci/rcu_list.cocci", "rcu_list.cocci",
	  BY_ROOT, RCU_FIX_ACCESS, NULL,
	  "an _rcu list iterator reached without a reader or the lock its condition names" },
	{ "rcu-pointer-lifetime", "cocci/rcu_pointer_lifetime.cocci", "rcu_pointer_lifetime.cocci",
	  BY_ROOT, RCU_FIX_NO, LIFETIME,
	  "a pointer from rcu_dereference() used after rcu_read_unlock()" },
	{ "rcu-access-pointer-deref", "cocci/rcu_pointer_lifetime.cocci",
	  "rcu_pointer_lifetime.cocci",
	  BY_ROOT "; lower when its function takes no reader (update side) or when it is inside "
	  "its function's own reader on every path (in-reader: style)",
	  RCU_FIX_NO, LIFETIME,
	  "the pointer rcu_access_pointer() returns is dereferenced" },
	{ "rcu-use-after-unlock", "cocci/rcu_pointer_lifetime.cocci, sparse-rcu",
	  "rcu_pointer_lifetime.cocci", "default from sparse-rcu, by root from the audit",
	  RCU_FIX_EXTEND, NULL,
	  "a pointer loaded in a read-side section used after it ended (dereferenced, or passed to a "
	  "function that dereferences it), returned, or stored with no reference taken" },
	/* The update side: bugs in one function, whatever its callers hold. */
	{ "rcu-reclaim-no-gp", "cocci/rcu_reclaim.cocci", "rcu_reclaim.cocci",
	  RCU_TIER_LOCAL, RCU_FIX_GRACE, NULL,
	  "an object unlinked (list_del_rcu(), rcu_assign_pointer() over it, rcu_replace_pointer())\n"
	  "and freed with no grace period between: readers may still hold it" },
	{ "rcu-head-requeue", "cocci/rcu_head_requeue.cocci", "rcu_head_requeue.cocci",
	  RCU_TIER_LOCAL, RCU_FIX_NO, REQUEUE_WHY,
	  "an rcu_head queued again (call_rcu(), call_srcu(), kfree_rcu()), or its object freed,\n"
	  "before its callback ran" },
	{ "rcu-flavor-mismatch", "rcucheck audit (the index's read and update sites, audit/flavor.c)",
	  NULL, RCU_TIER_LOCAL "; lower when bh, sched and plain RCU share one grace period "
	  "(trees since 5.0): lockdep-only; lower for such readers and a Tasks RCU wait, which "
	  "waits for them in task context only (a race from the idle loop's interrupts)",
	  RCU_FIX_NO, FLAVOR_WHY,
	  "an object read under one flavor of reader (srcu_read_lock(&a), rcu_read_lock_trace(),\n"
	  "rcu_read_lock()) whose updater waits for a grace period of another (synchronize_rcu(),\n"
	  "synchronize_srcu(&b), call_rcu_tasks_trace())" },
	{ "rcu-callee", "rcucheck audit (the index's reader-requiring functions, index/needs.c)",
	  NULL, BY_ROOT, RCU_FIX_YES, NULL,
	  "a function that needs its caller's reader (pid_task(), find_task_by_vpid(),\n"
	  "rhashtable_lookup()) called without it" },
	{ "rcu-sleep-in-reader", "cocci/rcu_sleep.cocci (rcucheck audit: audit/sleep.c)", NULL,
	  "default when the call sleeps for sure (the model's sleepers, an allocation whose gfp_t "
	  "flags allow reclaim, a function of the tree that calls one) inside an RCU reader proper "
	  "(rcu_read_lock(), _bh(), _sched(), guard(rcu)(), the tree's wrappers); lower when the "
	  "section is only a spinlock, preemption, interrupts or bottom halves off (atomic "
	  "context: an RCU-sched reader only by flavor consolidation), or when it sleeps on a "
	  "condition its text does not settle (might_sleep_if(), a gfp_t variable, the "
	  "\"sleepers\" cond rows)",
	  RCU_FIX_NO, REDESIGN,
	  "a call that may sleep (mutex_lock(), msleep(), kmalloc(GFP_KERNEL), copy_from_user(),\n"
	  "directly or through callees) inside an RCU reader, with preemption, interrupts or\n"
	  "bottom halves off, or under a spinlock" },
	{ "rcu-sync-in-reader", "cocci/rcu_sleep.cocci (rcucheck audit: audit/sleep.c)", NULL,
	  "default", RCU_FIX_NO, REDESIGN,
	  "synchronize_rcu() (or rcu_barrier(), synchronize_net()) inside an RCU reader, or\n"
	  "synchronize_srcu(s) inside srcu_read_lock(s) of the same srcu_struct: a deadlock" },

	/* sparse-rcu and "rcucheck link": call chains over the facts of a build. */
	/*
	 * Not fixable only because the fixer matched "protected" in the id
	 * (it meant rcu-dereference-protected); kept until fix/ decides.
	 */
	{ "rcu-unprotected", "sparse-rcu, rcucheck link", NULL,
	  "by root; lower when the lockdep condition calls something unknown",
	  RCU_FIX_NO, NOT_A_READER, "an RCU access reached from a root that holds no reader" },
	{ "rcu-wrong-flavor", "sparse-rcu, rcucheck link", NULL,
	  "by root; lower when the lockdep condition calls something unknown",
	  RCU_FIX_ACCESS, NULL, "an RCU access reached under a reader of another flavor" },
	{ "rcu-srcu-mismatch", "sparse-rcu, rcucheck link", NULL,
	  "by root; lower when the lockdep condition calls something unknown",
	  RCU_FIX_ACCESS, NULL, "an srcu_dereference() reached under another srcu_struct's reader" },
	{ "rcu-lock-not-held", "sparse-rcu, rcucheck link", NULL,
	  "by root; lower when the lockdep condition calls something unknown",
	  RCU_FIX_ACCESS, NULL, "an access whose lockdep condition names a lock no caller holds" },
	{ "rcu-address-space", "sparse-rcu (sparse's own warning)", NULL, "default",
	  RCU_FIX_ACCESS, NULL, "an __rcu pointer used without an RCU accessor" },

	/* The kernel's own reports, from a boot (runtime/splat.c). */
	{ "rcu-suspicious", "lockdep", NULL, "default", RCU_FIX_YES, NULL,
	  "lockdep's \"suspicious RCU usage\" splat" },
	{ "rcu-illegal-context-switch", "console", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "a context switch inside an RCU read-side critical section" },
	{ "sleep-in-atomic", "console", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "a sleeping function called from atomic context" },
	{ "lockdep-circular-locking", "lockdep", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "possible circular locking dependency" },
	{ "lockdep-recursive-locking", "lockdep", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "possible recursive locking" },
	{ "lockdep-inconsistent-lock-state", "lockdep", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "inconsistent lock state" },
	{ "lockdep-bad-unlock-balance", "lockdep", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "bad unlock balance" },
	{ "lockdep-lock-held-returning-to-user", "lockdep", NULL, "default", RCU_FIX_ACCESS,
	  NULL, "lock held when returning to user space" },
	{ "lockdep-held-lock-freed", "lockdep", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "held lock freed" },
	{ "lockdep-irq-lock-inversion", "lockdep", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "irq lock inversion dependency" },
	{ "lockdep-irq-lock-order", "lockdep", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "an irq-unsafe lock order" },
	{ "lockdep-nested-lock-not-taken", "lockdep", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "nested lock was not taken" },
	{ "lockdep-invalid-wait-context", "lockdep", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "invalid wait context" },
	{ "lockdep-locks-held-at-exit", "lockdep", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "a task exits with locks held" },
	{ "lockdep-other", "lockdep", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "another lockdep report" },
	{ "kernel-warning", "console", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "a WARNING: splat" },
	{ "kernel-oops", "console", NULL, "default", RCU_FIX_ACCESS, NULL, "an oops" },
	{ "kernel-panic", "console", NULL, "default", RCU_FIX_ACCESS, NULL, "a panic" },
	{ "kernel-bug", "console", NULL, "default", RCU_FIX_ACCESS, NULL, "a BUG: splat" },
	{ "kasan", "console", NULL, "default", RCU_FIX_ACCESS, NULL, "a KASAN report" },
	{ "debug-objects", "console", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "a debugobjects report (ODEBUG)" },
	{ "boot-incomplete", "console", NULL, "default", RCU_FIX_ACCESS, NULL,
	  "the guest did not finish its boot" },
};

const size_t rcu_nrules = sizeof(rcu_rules) / sizeof(rcu_rules[0]);

bool rcu_rule_local(const char *rule_id)
{
	const struct rcu_rule *r = rcu_rule_find(rule_id);

	return r && r->tier && !strcmp(r->tier, RCU_TIER_LOCAL);
}

bool rcu_rule_extends(const char *rule_id)
{
	const struct rcu_rule *r = rcu_rule_find(rule_id);

	return r && r->fix == RCU_FIX_EXTEND;
}

bool rcu_rule_waits(const char *rule_id)
{
	const struct rcu_rule *r = rcu_rule_find(rule_id);

	return r && r->fix == RCU_FIX_GRACE;
}

const struct rcu_rule *rcu_rule_find(const char *id)
{
	for (size_t i = 0; id && i < rcu_nrules; i++)
		if (!strcmp(rcu_rules[i].id, id))
			return &rcu_rules[i];
	return NULL;
}

size_t rcu_audit_files(const char **files, size_t max)
{
	size_t n = 0;

	for (size_t i = 0; i < rcu_nrules; i++) {
		const char *f = rcu_rules[i].audit_file;
		bool seen = false;

		for (size_t k = 0; f && k < n && k < max; k++)
			seen |= !strcmp(files[k], f);
		if (!f || seen)
			continue;
		if (n < max)
			files[n] = f;
		n++;
	}
	return n;
}

bool rcu_rule_fixable(const char *rule_id, const char *tool, bool has_access, char **why)
{
	const struct rcu_rule *r = rcu_rule_find(rule_id);
	enum rcu_fix fix = r ? r->fix : RCU_FIX_ACCESS;

	if (fix == RCU_FIX_NO) {
		*why = str_dup(r->why_not);
		return false;
	}
	if (fix == RCU_FIX_ACCESS && !has_access && tool && !strcmp(tool, "lockdep")) {
		*why = str_printf("%s is not an RCU access finding", rule_id ? rule_id : "");
		return false;
	}
	return true;
}
