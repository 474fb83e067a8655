/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What cocci/rcu_callsite.cocci counts, for the flow that answers its
 * questions in C (callsite_flow.h): its "when !=" lists and identifier
 * sets, read from the rule file itself (one place for them), and the
 * names it takes from rcucheck_model.py, from the model's tables
 * (reader-calls and the tree's learned ones, global-locks and
 * lock-pairs, readers and locks).
 */
#ifndef RCUCHECK_CALLSITE_NAMES_H
#define RCUCHECK_CALLSITE_NAMES_H

#include <stdbool.h>
#include <stddef.h>
#include "lib/util.h"

struct killer {
	char *name;
	int arity;		/* -1: any */
};

struct killers {
	struct killer *v;
	size_t n, alloc;
};

struct callsite_names {
	bool ok;
	/* the "when !=" lists of the rule's un_* rules */
	struct killers rcu_entry, rcu_after, rcu_after_call, bh, sched, sched_after_call;
	/* its identifier sets */
	struct strlist lock, unlock, off, on, be;
	/* what each of off's states is held as, rcucheck_model.py's NOARG ("irqs-disabled") */
	struct strlist off_held;
	/* rcucheck_model.py's ARG_READERS and ARG_READER_EXITS */
	struct strlist reader_calls_rcu, reader_calls_sched, reader_exits_rcu, reader_exits_sched;
	/* NOARG's locks no argument names: name -> "&lock", and their releases */
	struct strlist global_names, global_held, global_unlocks;
	/* the tree's wrappers spatch expands ($RCUCHECK_READERS): not ours */
	struct strlist wrappers;
};

/* The rule's names, read at the first call; NULL when the rule lacks one of its lists. */
const struct callsite_names *callsite_names(void);
#endif
