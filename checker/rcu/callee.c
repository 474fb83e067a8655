// SPDX-License-Identifier: GPL-2.0
/*
 * rcu_model_callee(): the "out-of-line" rows, sparse-rcu's names for the
 * API. Each row names the primitive it implements; loading checks that
 * what the row does agrees with what the model says of that primitive,
 * so the two views of one primitive cannot drift apart.
 */
#include "rcu/model.h"

#include <pthread.h>
#include <string.h>
#include "rcu/data.h"

static const char *const does_names[RCU_NCALLEE_DOES] = {
	[RCU_CALLEE_NONE] = "-",
	[RCU_CALLEE_TRUE] = "true",
	[RCU_CALLEE_HELD] = "held",
	[RCU_CALLEE_LOCK_HELD] = "lock-held",
	[RCU_CALLEE_HELPER_HELD] = "helper-held",
	[RCU_CALLEE_SUSPICIOUS] = "suspicious",
	[RCU_CALLEE_PREEMPT_ADD] = "preempt-add",
	[RCU_CALLEE_PREEMPT_SUB] = "preempt-sub",
	[RCU_CALLEE_PREEMPT_DEC] = "preempt-dec",
	[RCU_CALLEE_BH_OFF] = "bh-off",
	[RCU_CALLEE_BH_ON] = "bh-on",
	[RCU_CALLEE_BH_OFF_ARG] = "bh-off-arg",
	[RCU_CALLEE_BH_ON_ARG] = "bh-on-arg",
	[RCU_CALLEE_IRQ_OFF] = "irq-off",
	[RCU_CALLEE_IRQ_ON] = "irq-on",
	[RCU_CALLEE_IRQ_RESTORE] = "irq-restore",
	[RCU_CALLEE_IRQS_DISABLED] = "irqs-disabled",
	[RCU_CALLEE_SLEEP_LOCK] = "sleep-lock",
	[RCU_CALLEE_SLEEP_UNLOCK] = "sleep-unlock",
	[RCU_CALLEE_RQ_LOCK] = "rq-lock",
	[RCU_CALLEE_RQ_UNLOCK] = "rq-unlock",
	[RCU_CALLEE_IGNORE] = "ignore",
};

static struct {
	struct rcu_callee *exact, *prefix;
	size_t nexact, nprefix;
} c;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

const char *rcu_callee_does_name(enum rcu_callee_does does)
{
	return (unsigned)does < RCU_NCALLEE_DOES ? does_names[does] : "?";
}

/* Does @x agree with the primitive @of it implements? Fills in flavors and lock. */
static const char *agrees(struct rcu_callee *x, const char *of)
{
	struct rcu_effect e = { 0, false, false };
	bool prim = rcu_model_primitive(of, &e);

	switch (x->does) {
	case RCU_CALLEE_HELD:
		x->flavors = rcu_model_held_predicate(of);
		return x->flavors ? NULL : "held: not a reader predicate of \"readers\"";
	case RCU_CALLEE_LOCK_HELD:
		return rcu_model_lock_predicate(of) ? NULL : "lock-held: not in \"lock-predicates\"";
	case RCU_CALLEE_HELPER_HELD:
		x->lock = rcu_model_lockdep_helper(of);
		return x->lock ? NULL : "helper-held: not in \"lockdep-helpers\"";
	case RCU_CALLEE_PREEMPT_ADD: case RCU_CALLEE_PREEMPT_SUB: case RCU_CALLEE_PREEMPT_DEC:
		return prim && (e.flavors & RCU_FL_SCHED) ? NULL : "its primitive disables no preemption";
	case RCU_CALLEE_BH_OFF: case RCU_CALLEE_BH_ON:
	case RCU_CALLEE_BH_OFF_ARG: case RCU_CALLEE_BH_ON_ARG:
		return prim && (e.flavors & RCU_FL_BH) ? NULL : "its primitive disables no bottom halves";
	case RCU_CALLEE_IRQ_OFF: case RCU_CALLEE_IRQ_ON: case RCU_CALLEE_IRQ_RESTORE:
		return prim && e.irqs ? NULL : "its primitive disables no interrupts";
	case RCU_CALLEE_SLEEP_LOCK: case RCU_CALLEE_SLEEP_UNLOCK:
		return prim && e.sleeplock ? NULL : "its primitive is no sleeping lock";
	default:
		return prim ? NULL : "not a primitive of \"readers\" or \"locks\"";
	}
}

static void add(struct rcu_callee **v, size_t *n, const struct rcu_callee *x)
{
	*v = xrealloc(*v, (*n + 1) * sizeof(**v));
	(*v)[(*n)++] = *x;
}

static void load(void)
{
	const struct rcu_table *t = rcu_table("out-of-line");

	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		struct rcu_callee x = { rcu_col(t, r, 5, 0), RCU_CALLEE_NONE, false, 0, NULL };
		const char *match = r->col[1], *of = r->col[2], *why;
		int d = RCU_CALLEE_TRUE;

		while (d < RCU_NCALLEE_DOES && strcmp(r->col[3], does_names[d]))
			d++;
		if (d == RCU_NCALLEE_DOES)
			rcu_bad_row(t, r, "unknown does");
		x.does = (enum rcu_callee_does)d;
		if (strcmp(r->col[4], "yes") && strcmp(r->col[4], "no"))
			rcu_bad_row(t, r, "inlined is yes or no");
		x.inlined = !strcmp(r->col[4], "yes");
		if (strcmp(of, "-") && (why = agrees(&x, of)))
			rcu_bad_row(t, r, why);
		if ((x.does == RCU_CALLEE_HELD || x.does == RCU_CALLEE_LOCK_HELD ||
		     x.does == RCU_CALLEE_HELPER_HELD) && !strcmp(of, "-"))
			rcu_bad_row(t, r, "a predicate names its primitive");
		if (!strcmp(match, "exact"))
			add(&c.exact, &c.nexact, &x);
		else if (!strcmp(match, "prefix"))
			add(&c.prefix, &c.nprefix, &x);
		else
			rcu_bad_row(t, r, "a match is exact or prefix");
	}
}

const struct rcu_callee *rcu_model_callee(const char *name)
{
	const struct rcu_callee *best = NULL;

	pthread_once(&loaded, load);
	for (size_t i = 0; i < c.nexact; i++)
		if (!strcmp(c.exact[i].name, name))
			return &c.exact[i];
	for (size_t i = 0; i < c.nprefix; i++)
		if (starts_with(name, c.prefix[i].name) &&
		    (!best || strlen(c.prefix[i].name) > strlen(best->name)))
			best = &c.prefix[i];
	return best;
}
