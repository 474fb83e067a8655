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
	bool irqs;		/* disables interrupts (a sched reader too) */
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
/*
 * Is @name a primitive that enters (+1) or ends (-1) a read-side critical
 * section ("readers" enter and exit rows), of flavor *@f; 0 if neither.
 */
int rcu_model_reader_end(const char *name, enum rcu_flavor *f);
/* The names rcu_model_reader_end() knows. */
const struct strlist *rcu_model_reader_ends(void);
/* The same as a call, "rcu_read_lock()", for messages. */
const char *rcu_model_reader_call(enum rcu_flavor f);
/* The flavors lockdep's predicate @name ("rcu_read_lock_held") asks for, 0 if it is none. */
rcu_flavors rcu_model_held_predicate(const char *name);
/* The same for the @len bytes at @name (a token). */
rcu_flavors rcu_model_held_predicate_len(const char *name, size_t len);
/* Is @name lockdep's predicate that the lock of its first argument is held
 * ("lockdep_is_held"; "lock-predicates")? */
bool rcu_model_lock_predicate(const char *name);
/*
 * What the primitive @name, a row of "readers" or "locks" matched by its
 * whole name, does (a reader's flavor as its flavors, none for an exit
 * row); false if it is none.
 */
bool rcu_model_primitive(const char *name, struct rcu_effect *e);
/* The lock class a subsystem lockdep helper at the start of @term asks for, or NULL. */
const char *rcu_model_lockdep_helper(const char *term);
/*
 * The lock class a comment's word names when it is not spelled as the
 * class ("RTNL" is rtnl_mutex; "contract-lock-words"), or NULL.
 */
const char *rcu_model_contract_lock_word(const char *word);
/* Is @word, in a comment, the locking API or a type rather than a lock's name? */
bool rcu_model_not_lock_name(const char *word);
/* The calls after which preemption is off, as the audit looks for them in a
 * wrapper's body: "spin_lock(", "preempt_disable()" ("locks", preempt-scan). */
const struct strlist *rcu_model_preempt_calls(void);
/* Calls with an argument that return in an rcu reader (rhashtable_walk_start),
 * and in *@exits the calls that end it, row by row ("reader-calls"). */
const struct strlist *rcu_model_rcu_reader_calls(const struct strlist **exits);
/* The calls that begin a reader of any flavor and return in it, each once
 * (the ring buffer's reserve: sched; "reader-calls"). */
const struct strlist *rcu_model_any_reader_calls(void);

/* How an assertion of lockdep, at a function's start, states its contract ("assertions"). */
enum rcu_assertion {
	RCU_ASSERT_NONE,
	RCU_ASSERT_WARN,	/* warns when true: WARN_ON(!rcu_read_lock_held()) */
	RCU_ASSERT_ASSERT,	/* warns when false: lockdep_assert(rcu_read_lock_held()) */
	RCU_ASSERT_READER,	/* asserts a reader by itself */
};
enum rcu_assertion rcu_model_assertion(const char *name, size_t len);
/* Is the @len bytes at @name a macro that exports a symbol ("export-macros")? */
bool rcu_model_export_macro(const char *name, size_t len);
/*
 * Is @name a macro that stores a callback into the field its first
 * argument names (LSM_HOOK_INIT(F, fn)), or calls the callbacks stored
 * so (call_int_hook(F, ...))? ("callback-macros"; *@type: the struct the
 * fields belong to)
 */
enum rcu_callback_macro { RCU_CALLBACK_NONE, RCU_CALLBACK_STORE, RCU_CALLBACK_CALL };
enum rcu_callback_macro rcu_model_callback_macro(const char *name, size_t len,
						 const char **type);
/* Is field @name one whose calls dispatch callbacks of every context (notifier_call)? */
bool rcu_model_callback_generic_field(const char *name);

/* @symbol without its system call prefix ("__x64_sys_kill" -> "kill"); @symbol when it has none. */
const char *rcu_model_syscall_name(const char *symbol);
/* Is @symbol a system call's entry ("sys_kill", "__do_compat_sys_kill")? */
bool rcu_model_syscall_entry(const char *symbol);

/*
 * A read-side accessor of "accessors" or "more-accessors" that lockdep
 * checks (deref, iterator, check with its condition as an argument; not
 * srcu's): the flavor of reader that protects it
 * ("rcu", "bh", "sched", "any") and the 1-based argument holding its
 * lockdep condition (0: none). NULL for any other name (rcu/accessor.c).
 */
struct rcu_reader_accessor {
	const char *name, *flavor;
	int cond_arg;
	bool iterator;		/* a list walk: without a condition, any reader will do */
};
const struct rcu_reader_accessor *rcu_model_reader_accessor(const char *name, size_t len);
/* The accessor names, in search order ("accessors"). */
const struct strlist *rcu_model_accessors(void);
/*
 * An accessor that needs a reader or a lock ("accessors", "more-accessors":
 * the deref, check, protected, iterator and entry kinds), as its row says;
 * cond_arg is 1-based, 0 when it takes no condition. rcu/accessor.c.
 */
struct rcu_accessor {
	const char *name, *kind, *flavor;
	int cond_arg;
};
const struct rcu_accessor *rcu_accessors(size_t *n);
/* The row of @name, or NULL. */
const struct rcu_accessor *rcu_accessor_find(const char *name);
/*
 * The lockless twin of RCU list iterator @iterator ("lockless-iterators":
 * the walk of a list nothing is ever unlinked from), its argument count in
 * *@twin_args; NULL when it has none.
 */
const char *rcu_model_lockless_twin(const char *iterator, int *twin_args);
/* Does a row of either file, of any kind (raw, update, ...), name @name? */
bool rcu_accessor_known(const char *name);
/* Lock member suffixes lockdep does not name, in the order to strip them. */
const struct strlist *rcu_model_lock_members(void);
/* The flags that mark the VFS's RCU-walk ("LOOKUP_RCU"). */
const struct strlist *rcu_model_rcu_walk_flags(void);

/* The phrase groups of "contract-cues". */
enum rcu_cue {
	RCU_CUE_MENTION_TAIL, RCU_CUE_CUE, RCU_CUE_WEAK, RCU_CUE_SUFFIX,
	RCU_CUE_NEGATION, RCU_CUE_SUFFIX_NEGATION, RCU_CUE_TAKER, RCU_CUE_INSUFFICIENT,
	RCU_NCUES
};
const struct strlist *rcu_model_cues(enum rcu_cue kind);

/*
 * A callee as sparse-rcu sees it in linearised code ("out-of-line"):
 * what the call does to its path state. rcu/callee.c.
 */
enum rcu_callee_does {
	RCU_CALLEE_NONE,	/* no row: code to follow */
	RCU_CALLEE_TRUE, RCU_CALLEE_HELD, RCU_CALLEE_LOCK_HELD, RCU_CALLEE_HELPER_HELD,
	RCU_CALLEE_SUSPICIOUS,
	RCU_CALLEE_PREEMPT_ADD, RCU_CALLEE_PREEMPT_SUB, RCU_CALLEE_PREEMPT_DEC,
	RCU_CALLEE_BH_OFF, RCU_CALLEE_BH_ON, RCU_CALLEE_BH_OFF_ARG, RCU_CALLEE_BH_ON_ARG,
	RCU_CALLEE_IRQ_OFF, RCU_CALLEE_IRQ_ON, RCU_CALLEE_IRQ_RESTORE, RCU_CALLEE_IRQS_DISABLED,
	RCU_CALLEE_SLEEP_LOCK, RCU_CALLEE_SLEEP_UNLOCK, RCU_CALLEE_RQ_LOCK, RCU_CALLEE_RQ_UNLOCK,
	RCU_CALLEE_IGNORE,
	RCU_NCALLEE_DOES
};

struct rcu_callee {
	const char *name;
	enum rcu_callee_does does;
	bool inlined;		/* counts also as a call left in an inlined body */
	rcu_flavors flavors;	/* RCU_CALLEE_HELD: what the predicate asks for */
	const char *lock;	/* RCU_CALLEE_HELPER_HELD: the lock class */
};

/* The row for the callee @name: an exact one, else the longest prefix row; NULL if none. */
const struct rcu_callee *rcu_model_callee(const char *name);
/* "held", "bh-off", ...: the data file's word for @does. */
const char *rcu_callee_does_name(enum rcu_callee_does does);

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
/*
 * Is the @n bytes at @s exactly a reader-side fetch ("accessors" rows of
 * kind deref or check with a flavor: rcu_dereference(), task_css()),
 * whose result lives only as long as the read-side section?
 */
bool rcu_model_is_reader_fetch(const char *s, size_t n);
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
/*
 * Is @name a wrapper named after a sleeping lock family whose acquire
 * does not say "lock" ("lock-pairs": down_read, down_write), as the
 * subsystems name theirs: f2fs_down_read(), f2fs_down_write_nested()?
 * Not a trylock. Whether it takes a lock is its body's to say.
 */
bool rcu_model_lock_wrapper_name(const char *name);
/*
 * Does @release end what such a wrapper takes, by the family's release
 * in its place: f2fs_up_read() for f2fs_down_read(), f2fs_up_write() or
 * f2fs_up_write_nested() for f2fs_down_write_nested()?
 */
bool rcu_model_wrapper_releases(const char *wrapper, const char *release);
/* Does @release end the section @acquire began ("lock-pairs", else the naming rule)? */
bool rcu_model_releases(const char *acquire, const char *release);

/*
 * The update side ("updaters"): a call that publishes, links, unlinks or
 * replaces what readers walk, a grace-period primitive, or a read-side
 * accessor, with the 0-based arguments that name its object (pointer or
 * list head), the list node (an iterator's cursor), the node's member
 * and the entry's type; -1 where it names none. rcu/updater.c.
 */
enum rcu_upd_kind {
	RCU_UPD_PUBLISH, RCU_UPD_ADD, RCU_UPD_DEL, RCU_UPD_REPLACE, RCU_UPD_SPLICE,
	RCU_UPD_GP, RCU_UPD_READ,
	RCU_UPD_UNLINK,		/* a plain list_del(): an unlink, with no RCU ordering */
};
struct rcu_updater {
	const char *name;
	enum rcu_upd_kind kind;
	int object, node, member, type;
	int domain;		/* the srcu_struct's argument (gp and read rows), -1 */
};
const struct rcu_updater *rcu_model_updater(const char *name, size_t len);
/*
 * The flavors the grace-period primitive @name (@len bytes) waits for
 * ("lifecycle" wait and defer rows; rcu is the consolidated one), 0 when
 * it is none; *@args (may be NULL) is set when it waits for the flavors
 * of the call_rcu*() functions its arguments name (synchronize_rcu_mult()).
 */
rcu_flavors rcu_model_gp_flavors(const char *name, size_t len, bool *args);
/*
 * Is @name (@len bytes) a plain list walk ("plain-walks":
 * list_for_each_entry_safe())? *@head is set to its head's 0-based argument.
 */
bool rcu_model_plain_walk(const char *name, size_t len, int *head);
/* "publish", "add", "del", "replace", "splice", "gp", "read", "unlink". */
const char *rcu_upd_kind_name(enum rcu_upd_kind k);

/* A lockdep assertion that its first argument is held ("lock-asserts")? */
bool rcu_model_lock_assert(const char *name, size_t len);
/* The lock an argument-less call takes or asserts ("global-locks": rtnl_lock, rtnl_mutex), or NULL. */
const char *rcu_model_global_lock(const char *name, size_t len);
/* The argument-less lockdep helper that asks for lock class @lock ("lockdep_rtnl_is_held()"), or NULL. */
const char *rcu_model_lockdep_helper_of(const char *lock);

#endif
