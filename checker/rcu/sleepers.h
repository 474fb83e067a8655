/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Calls that may sleep or wait for a grace period ("sleepers") and the
 * gfp_t flags that decide an allocation's ("gfp-flags"): the RCU model's
 * view of checker/rcu/data/ for the sleep-in-reader rule.
 */
#ifndef RCUCHECK_RCU_SLEEPERS_H
#define RCUCHECK_RCU_SLEEPERS_H

#include <stdbool.h>
#include <stddef.h>

enum rcu_sleep_kind {
	RCU_SLEEP,		/* may sleep */
	RCU_SLEEP_COND,		/* may sleep on a condition its text does not settle */
	RCU_SLEEP_SYNC_RCU,	/* waits for an RCU grace period */
	RCU_SLEEP_SYNC_SRCU,	/* waits for its first argument's SRCU grace period */
};

struct rcu_sleeper {
	const char *name;
	bool prefix;		/* name_... variants too */
	enum rcu_sleep_kind kind;
	int gfp;		/* 1-based argument of gfp_t flags that decide, 0 none */
};

/*
 * The row for a call of the @len bytes at @name (an exact row before the
 * longest prefix row whose next character is '_'), or NULL.
 */
const struct rcu_sleeper *rcu_model_sleeper(const char *name, size_t len);

/*
 * Do the gfp_t flags written @flags allow sleeping? 1 yes, 0 no, -1 the
 * text does not settle it (a variable; flags of both kinds).
 */
int rcu_model_gfp_sleeps(const char *flags);

/*
 * Is the Kconfig symbol of the @len bytes at @config ("CONFIG_PREEMPT_RT")
 * one whose builds' definitions do not make a call sleep ("sleep-configs")?
 */
bool rcu_model_sleep_exempt_config(const char *config, size_t len);

/*
 * A call made to be called in a section it drops around its sleep
 * ("sleep-yields"): cond_resched_rcu() yields the RCU reader,
 * wait_event_lock_irq(wq, c, lock) the spinlock of its third argument.
 */
enum rcu_yield_kind {
	RCU_YIELD_RCU,		/* the rcu_read_lock() reader it is in */
	RCU_YIELD_PREEMPT,	/* the preempt_disable() it is in */
	RCU_YIELD_LOCK,		/* the lock its arguments name (lock) */
};

struct rcu_sleep_yield {
	const char *name;
	bool prefix;
	enum rcu_yield_kind kind;
	const char *lock;	/* RCU_YIELD_LOCK: "&@3", written over the arguments */
};

/* The "sleep-yields" row of a call of @name (matched as sleepers are), or NULL. */
const struct rcu_sleep_yield *rcu_model_sleep_yield(const char *name);

/*
 * Is the lock a section's lock call names, @held_lock ("&d->lock", as
 * written), the one yield row @y drops in a call with arguments @args
 * ("wq, cond, d->lock")? Blanks are ignored.
 */
bool rcu_sleep_yield_drops(const struct rcu_sleep_yield *y, const char *args,
			   const char *held_lock);

/* "sleep", "cond", "sync-rcu", "sync-srcu". */
const char *rcu_sleep_kind_name(enum rcu_sleep_kind k);

#endif
