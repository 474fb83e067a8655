/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The guards of linux/cleanup.h around a place of a file, as the rules
 * read them (rcucheck_model.py's guards_at() and guard_held()): the
 * rules' paths know no scopes, so a rule reads the guards around a match
 * from the file's text and takes each as held on every path to it.
 * guard(C)(ARGS) and CLASS(C, var)(ARGS) hold from their statement to the
 * end of its block, scoped_guard(C, ARGS), scoped_cond_guard(C, FAIL,
 * ARGS) and scoped_class(C, var, ARGS) for the statement they govern; a
 * guard in a #define's body holds nothing (its uses are elsewhere).
 * What a class does: the tree's classes ($RCUCHECK_GUARDS, which the
 * audit exports for the rules) first, then the model's ("readers" guard
 * rows, "lock-guards"). callsite_flow.c adds them to the call-site
 * rule's facts as the rule does.
 */
#ifndef RCUCHECK_GUARD_SCOPES_H
#define RCUCHECK_GUARD_SCOPES_H

#include <stdbool.h>
#include <stddef.h>

/* What holding a guard does (the model's effect words). */
enum {
	GE_RCU = 1, GE_SRCU = 2, GE_BH = 4, GE_PREEMPT = 8, GE_IRQ = 16, GE_SLEEPS = 32,
};

/* One guard of a file: the offsets its scope covers, (start, end]. */
struct guard_scope {
	size_t start, end;
	char *cls;
	char **args;		/* as the text has them, blanks trimmed; none empty */
	int nargs;
	bool scoped_block;	/* scoped_guard(...) { ... } */
};

struct guard_scopes {
	const char *text;	/* the file's text, which the offsets are into */
	struct guard_scope *v;
	size_t n;
};

/* What a guard around a place holds (guard_held()). */
struct held_guard {
	char *held;		/* its lock, reader or context; NULL for nothing */
	unsigned eff;		/* GE_* */
	bool srcu;		/* an srcu guard (on its first argument) */
	bool lock;		/* holds a lock of its first argument */
};

/* The guards of @text, a whole file's text. */
void guard_scopes_read(const char *text, struct guard_scopes *out);
void guard_scopes_free(struct guard_scopes *gs);
/*
 * The guards of @gs whose scope holds offset @at of its text, into a new
 * array *@out; how many.
 */
size_t guards_held_at(const struct guard_scopes *gs, size_t at, struct held_guard **out);
void held_guards_free(struct held_guard *v, size_t n);
/*
 * Is offset @at of @gs's text inside a scoped_guard(rcu) { ... } block, as
 * the sleep rule's in_scoped_rcu matches one?
 */
bool in_scoped_rcu_block(const struct guard_scopes *gs, size_t at);
/* The read sides guards @v enter among rcu, bh and sched (guard_flavors()): RCU_FL_* bits. */
unsigned guard_read_sides(const struct held_guard *v, size_t n);

#endif
