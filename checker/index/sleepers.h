/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Which calls may sleep: the RCU model's "sleepers" (rcu/sleepers.h),
 * an allocation by its gfp_t argument, and the functions of the tree
 * that call one of them unconditionally, to a bounded depth, computed
 * from the index on demand and memoized, as index/needs.c computes the
 * functions that need their caller's reader.
 */
#ifndef RCUCHECK_INDEX_SLEEPERS_H
#define RCUCHECK_INDEX_SLEEPERS_H

#include "index/tindex.h"
#include "rcu/sleepers.h"

/* How deep a chain of callees is followed to a sleeper. */
#define SLEEP_DEPTH 3

struct sleep_verdict {
	/*
	 * 1: the call sleeps (an unconditional sleeper, an allocation whose
	 * flags allow reclaim, a function that calls one); -1: it may
	 * (a conditional sleeper, flags the text does not settle); 0: no.
	 */
	int sleeps;
	enum rcu_sleep_kind kind;	/* of the sleeper at the chain's end */
	char *path;	/* "foo() -> bar() -> mutex_lock()"; the caller frees it */
	char *at;	/* the sleeper's call "file:line" when it is in a callee, else NULL */
	/* the call's "sleep-yields" row: it drops that section around its sleep; or NULL */
	const struct rcu_sleep_yield *yield;
};

/*
 * Does a call of @name from @file, with arguments @args as written
 * ("size, GFP_KERNEL", no parentheses; NULL when unknown), sleep? Fills
 * @v (v->path NULL when it does not).
 */
void tindex_call_sleeps(struct tindex *ti, unsigned file, const char *name, const char *args,
			struct sleep_verdict *v);
void sleep_verdict_free(struct sleep_verdict *v);

/* Forget the memo (tindex_free() does not). */
void sleepers_free(void);

#endif
