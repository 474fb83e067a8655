/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The RCU flavors, one encoding for every part of rcucheck: an enum for
 * one flavor, a bit set (rcu_flavors) for several. The bit values are
 * the ones the fact files and the tree index have always stored
 * (rcu 1, bh 2, sched 4, srcu 8), so serialised forms do not change.
 */
#ifndef RCUCHECK_RCU_FLAVOR_H
#define RCUCHECK_RCU_FLAVOR_H

#include <stdbool.h>

enum rcu_flavor {
	RCU_FLAVOR_RCU,		/* rcu_read_lock() */
	RCU_FLAVOR_BH,		/* rcu_read_lock_bh(), or bottom halves off */
	RCU_FLAVOR_SCHED,	/* rcu_read_lock_sched(), or preemption/irqs off */
	RCU_FLAVOR_SRCU,	/* srcu_read_lock() of some srcu_struct */
	RCU_FLAVOR_TASKS,	/* reserved: Tasks RCU (voluntary context switch) */
	RCU_FLAVOR_TASKS_TRACE,	/* reserved: rcu_read_lock_trace() */
	RCU_NFLAVORS
};

/* A set of flavors, one bit each. */
typedef unsigned rcu_flavors;

#define RCU_FL(f)		(1u << (f))
#define RCU_FL_RCU		RCU_FL(RCU_FLAVOR_RCU)
#define RCU_FL_BH		RCU_FL(RCU_FLAVOR_BH)
#define RCU_FL_SCHED		RCU_FL(RCU_FLAVOR_SCHED)
#define RCU_FL_SRCU		RCU_FL(RCU_FLAVOR_SRCU)
#define RCU_FL_TASKS		RCU_FL(RCU_FLAVOR_TASKS)
#define RCU_FL_TASKS_TRACE	RCU_FL(RCU_FLAVOR_TASKS_TRACE)
/* What rcu_read_lock_any_held() accepts: the flavors of one grace period
 * since the 4.20 consolidation. */
#define RCU_FL_ANY		(RCU_FL_RCU | RCU_FL_BH | RCU_FL_SCHED)

/* "rcu", "bh", "sched", "srcu", "tasks", "tasks-trace". */
const char *rcu_flavor_name(enum rcu_flavor f);
/* The flavor called @name; false when there is none. */
bool rcu_flavor_parse(const char *name, enum rcu_flavor *f);
/* The bit of the flavor called @name, 0 when there is none. */
rcu_flavors rcu_flavor_bit(const char *name);
/*
 * The first of @set in the order rcu, bh, sched, srcu, ... (the order
 * every report has used to name one flavor for a set); NULL when empty.
 */
const char *rcu_flavors_first(rcu_flavors set);

#endif
