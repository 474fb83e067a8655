/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What cocci/rcu_sleep.cocci counts, for the flow that works its facts
 * out in C (sleep_flow.h): the calls that enter a context where sleeping
 * is illegal, what each is called, whether it takes the lock as its first
 * argument and the calls that end it (rcucheck_model.py's _sleep_names(),
 * from the same tables: readers, locks, lock-pairs); and the tree's
 * names the audit hands spatch that the flow leaves to spatch (learned.h).
 */
#ifndef RCUCHECK_SLEEP_NAMES_H
#define RCUCHECK_SLEEP_NAMES_H

#include <stdbool.h>
#include <stddef.h>
#include "lib/util.h"

struct sleep_ctx {
	char *name;		/* rcu_read_lock, spin_lock_irqsave, preempt_disable, ... */
	char *kind;		/* rcu, bh, sched, spin, preempt, irq, softirq */
	bool arg;		/* called with the lock (or the flags) first: enter(L, ...) */
	struct strlist exits;	/* the calls that end it */
};

struct sleep_names {
	struct sleep_ctx *ctx;
	size_t nctx;
	/* the tree's read-side wrappers, reader and lock releasers ($RCUCHECK_READERS, ..._CALLS) */
	struct strlist learned;
};

/* The names, worked out at the first call. */
const struct sleep_names *sleep_names(void);
/* The context @name (@len bytes) enters, or NULL. */
const struct sleep_ctx *sleep_ctx_of(const char *name, size_t len);

#endif
