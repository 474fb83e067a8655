/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What rcucheck knows about the kernel's RCU and locking API, looked up
 * by name. The knowledge is data, the text files of checker/rcu/data/
 * (each documents its columns); this is the C view of them.
 */
#ifndef RCUCHECK_RCU_MODEL_H
#define RCUCHECK_RCU_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include "lib/util.h"
#include "rcu/flavor.h"

/* What calling a primitive, or holding a guard, does to the context. */
struct rcu_effect {
	/* The read sides it counts as: bh for bottom halves off, sched for
	 * preemption or irqs off (lockdep's view, non-RT). */
	rcu_flavors flavors;
	bool sleeplock;		/* takes a sleeping lock */
};

/*
 * A call of the @len bytes at @name as the function index counts it
 * ("readers" and "locks" rows with an index match): rcu_read_lock() is
 * an rcu reader, spin_lock_bh() a bh and a sched one. Initialisers and
 * predicates (_init, _held, _is_locked) take nothing.
 */
struct rcu_effect rcu_model_call(const char *name, size_t len);
/* guard(@cls) and scoped_guard(@cls, ...): "readers" guards, "lock-guards". */
struct rcu_effect rcu_model_guard(const char *cls, size_t len);

/* The primitive that enters @f ("rcu_read_lock"), NULL if none is known. */
const char *rcu_model_reader(enum rcu_flavor f);
/* The same as a call, "rcu_read_lock()", for messages. */
const char *rcu_model_reader_call(enum rcu_flavor f);
/* The flavors lockdep's predicate @name ("rcu_read_lock_held") asks for, 0 if it is none. */
rcu_flavors rcu_model_held_predicate(const char *name);
/* The lock class a subsystem lockdep helper at the start of @term asks for, or NULL. */
const char *rcu_model_lockdep_helper(const char *term);
/* Is @word, in a comment, the locking API or a type rather than a lock's name? */
bool rcu_model_not_lock_name(const char *word);
/* The calls after which preemption is off, as the audit looks for them in a
 * wrapper's body: "spin_lock(", "preempt_disable()" ("locks", preempt-scan). */
const struct strlist *rcu_model_preempt_calls(void);

/* @symbol without its system call prefix ("__x64_sys_kill" -> "kill"); @symbol when it has none. */
const char *rcu_model_syscall_name(const char *symbol);
/* Is @symbol a system call's entry ("sys_kill", "__do_compat_sys_kill")? */
bool rcu_model_syscall_entry(const char *symbol);

/* The accessor names, in search order ("accessors"). */
const struct strlist *rcu_model_accessors(void);
/* Lock member suffixes lockdep does not name, in the order to strip them. */
const struct strlist *rcu_model_lock_members(void);
/* The flags that mark the VFS's RCU-walk ("LOOKUP_RCU"). */
const struct strlist *rcu_model_rcu_walk_flags(void);

/* The phrase groups of "contract-cues". */
enum rcu_cue {
	RCU_CUE_MENTION_TAIL, RCU_CUE_CUE, RCU_CUE_WEAK, RCU_CUE_SUFFIX,
	RCU_CUE_NEGATION, RCU_CUE_SUFFIX_NEGATION, RCU_CUE_TAKER, RCU_NCUES
};
const struct strlist *rcu_model_cues(enum rcu_cue kind);

/*
 * Calls as the fix planner weighs them (rcu/calls.c): "accessors" and
 * "more-accessors", "rcu-calls", "lock-pairs".
 */
/*
 * Is the @n bytes at @s an accessor that reads an RCU-protected pointer,
 * or a variant of one (rcu_dereference_bh_check of rcu_dereference)? Not
 * the access and update kinds, nor the srcu list iterators.
 */
bool rcu_model_is_accessor(const char *s, size_t n);
/* Does @name return a pointer valid only inside the read-side critical section? */
bool rcu_model_is_lookup(const char *name);
/* Does a call of @name need no more than the RCU read lock? */
bool rcu_model_reader_enough(const char *name);
/*
 * Is @name a lock (@release: unlock) call of a "lock-pairs" family
 * (spin_lock_irqsave of spin_lock)? @sleeps: whether the family's lock
 * sleeps ("locks").
 */
bool rcu_model_lock_call(const char *name, bool release, bool *sleeps);
/* Does @release end the section @acquire began ("lock-pairs", else the naming rule)? */
bool rcu_model_releases(const char *acquire, const char *release);

#endif
