/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The functions that need their caller's RCU reader, learned from the
 * tree's index (index/tindex.h), not from a list: a body that calls a
 * read-side accessor and takes no reader, lock or disabled state of its
 * own (pid_task(): rcu_dereference_check(..., lockdep_tasklist_lock_is_held())),
 * a function whose comment or lockdep assertion says its caller holds
 * the reader (the index's contracts: rhashtable_lookup()), and,
 * transitively, a body without locks that calls one of these
 * (find_task_by_vpid() -> find_task_by_pid_ns() -> pid_task()). A
 * lookup whose text says none of it (radix_tree_lookup(), idr_find():
 * rcu_dereference_raw()) is a row of the model's "lookups"
 * (rcu/lookups.h), for its direct callers only. The audit checks a call
 * of one like an access (audit/audit.c).
 */
#ifndef RCUCHECK_NEEDS_H
#define RCUCHECK_NEEDS_H

#include <stdbool.h>
#include "index/tindex.h"

struct reader_need {
	const char *flavor;	/* the reader that protects it: "rcu", "bh", "sched", "any" */
	char *cond;		/* the accessor's lockdep condition, or NULL */
	char *contract;		/* the contract that says so, or NULL */
	char *access;		/* the accessor call or contract, as written */
	char *at;		/* where: "kernel/pid.c:401" */
	char *path;		/* the functions down to it: "find_task_by_pid_ns() -> pid_task()" */
	/*
	 * The function says so itself (a contract, an accessor with a
	 * lockdep condition, an _rcu name): its callers are to blame.
	 */
	bool declared;
	/*
	 * A lookup of rcu/data/lookups: a lock its caller holds at the
	 * call may be the structure's own update-side lock, which protects
	 * it too.
	 */
	bool lock_instead;
	/*
	 * A macro's need: its parameters ("task,__c"), over which cond is
	 * written, for a caller to put its arguments in; NULL for a function.
	 */
	char *params;
};

/*
 * What a call of @name made in file @file needs from its caller, or NULL
 * when nothing: @name resolved as the compiler would (a static function
 * of @file, else the tree's global definitions and header inlines).
 * Memoized until needs_free().
 */
const struct reader_need *tindex_reader_need(struct tindex *ti, unsigned file,
					     const char *name);
/* Forgets the memo (before tindex_free()). */
void needs_free(void);

/*
 * Is call @c of @fn (file @file) an argument of a macro that runs it
 * inside a reader of @flavor ("rcu", "bh", "sched", "any")? btrfs's
 * btrfs_err_rl_in_rcu(..., btrfs_dev_name(dev)): then @fn needs no reader
 * for it. The audit knows the tree's macros (audit/macroargs.h) and sets
 * it before asking; unset, every call counts.
 */
typedef bool (*needs_macro_arg_cover)(struct tindex *ti, unsigned file, const struct cfunc *fn,
				      const struct ccall *c, const char *flavor);
void needs_set_macro_arg_cover(needs_macro_arg_cover cover);

/*
 * The functions defined under @under (a file or directory of the tree;
 * "" for all) that need their caller's reader, one
 * "NAME\tFLAVOR\tAT\tPATH\tACCESS" line each.
 */
void tindex_needs_table(struct tindex *ti, const char *under, struct strbuf *out);

#endif
