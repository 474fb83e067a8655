/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The facts the Coccinelle rules print (-D rcucheck), parsed, and what an
 * access needs from its callers: which read-side flavors, srcu_struct or
 * locks (from a lockdep condition) would protect it.
 */
#ifndef RCUCHECK_AUDIT_FACTS_H
#define RCUCHECK_AUDIT_FACTS_H

#include <stdbool.h>
#include "lib/util.h"
#include "rcu/flavor.h"

/* An access a function does not protect on every path. */
struct access_fact {
	char *file, *function, *rule, *flavor, *srcu, *cond, *state, *text;
	char *via;		/* an accessor macro's: "list_entry_rcu via for_each_process", or NULL */
	int line, col;
	struct strlist held;
	/*
	 * The fact's 15th column (PASSED), "CALLEE:ARG" or "CALLEE:result": the access
	 * is the pointer passed to CALLEE as argument passed_arg (0-based)
	 * after its section, a use only if CALLEE dereferences that
	 * parameter; or (passed_arg -1) it stores a pointer CALLEE returned,
	 * a use only if CALLEE returns one valid only inside the section.
	 * NULL for every other access.
	 */
	char *passed_to;
	int passed_arg;
	/*
	 * rcu-callee (a call of a function that needs its caller's reader):
	 * where the callee's access is and the calls down to it, and the
	 * callee's contract, whose locks protect it too; NULL otherwise.
	 */
	char *needs_via, *contract;
	/* where the callee that says so is defined: "include/net/dst.h:308" (its first line) */
	char *contract_at;
	/*
	 * rcu-callee of a lookup whose "instead" is lock (rcu/data/lookups):
	 * any lock held at the call or by a caller on the chain may be the
	 * structure's update-side lock, and protects it as well as a reader.
	 */
	bool any_lock;
	/*
	 * With any_lock: the lock classes every update site of the lookup's
	 * structure holds (audit/impact.h audit_updaters_locks()), when the
	 * index finds its update sites and they hold one in common: then
	 * only one of these protects it instead of the reader, not any lock.
	 */
	struct strlist updaters_locks;
};

/* A call of a needy function: its protection per flavor, and locks held. */
struct call_fact {
	char *file, *caller, *callee;
	int line, col;
	char rcu[16], bh[16], sched[16];	/* "ok", "entry" or a line */
	struct strlist held;
};

/* What protects an access: any one of these. */
struct need {
	rcu_flavors flavors;	/* rcu, bh, sched */
	char *srcu;		/* srcu_struct class, or NULL */
	struct strlist locks;	/* lock classes from the condition */
	bool any_lock;		/* any lock held will do (access_fact.any_lock) */
	/*
	 * A term of the condition that tests the data's state and calls no
	 * predicate ("(task)->flags & PF_EXITING" of task_css_set_check()):
	 * the flag it tests ("PF_EXITING"), or NULL. Whether it holds at the
	 * access is not in the text: the search decides the tier.
	 */
	char *state;
};

/* Parse one "rcucheck\taccess\t..." line; false if it is not one. */
bool parse_access_fact(const char *line, struct access_fact *a);
bool parse_call_fact(const char *line, struct call_fact *c);
void access_fact_free(struct access_fact *a);
void call_fact_free(struct call_fact *c);

/*
 * What @a needs. Returns false when nothing the tool can check would do:
 * the condition is opaque (or always true); the access is then left out,
 * to stay quiet about code whose protection we cannot see. A term that
 * tests a member's flag and calls nothing is not opaque: it is kept in
 * n->state.
 */
bool access_need(const struct access_fact *a, struct need *n);
void need_free(struct need *n);
/* Does @n ask for locks alone, no reader of any flavor (rcu_dereference_protected())? */
bool need_lock_only(const struct need *n);
/* A stable text for memoizing searches by need. */
char *need_key(const struct need *n);
/* Is @held ("rcu_read_lock()", "srcu_read_lock(&ssp)") a reader's entry? */
bool held_is_reader(const char *held);
/* Is @held a lock (not a reader, not "preempt-disabled"/"irqs-disabled")? */
bool held_is_lock(const char *held);
/* Does what @held lists (locks, srcu readers) satisfy @n? */
bool held_satisfies(const struct need *n, const struct strlist *held);
/* Does a call site with these per-flavor states satisfy @n? */
bool call_satisfies(const struct need *n, const struct call_fact *c);

/* "&p->sighand->siglock" -> "siglock": lockdep compares classes. */
char *lock_class(const char *expr);
/* "rcu_read_lock()" etc. for messages. */
const char *need_reader(const struct need *n);
/*
 * Is @held ("rcu_read_lock()") a reader of a flavor that @n accepts? At
 * a call the call-site rule puts after the reader's end, the lock
 * engine's count of the text may still list it (6.1 ip6_mc_input()'s
 * "if (sdif) rcu_read_lock(); ... if (sdif) rcu_read_unlock();"): it is
 * not held there, and never a lock "held instead".
 */
bool held_is_needed_reader(const struct need *n, const char *held);

#endif
