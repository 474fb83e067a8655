/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Planning one function, step by step (region.c runs them in order):
 *
 *   bounds     the statements of the block that hold every anchor
 *   uses       grown over every use of what the accesses loaded, until
 *              a reference is taken; a load in a declaration is split out
 *   lookup     grown back over the lookup that found a helper's argument
 *   section    grown over case labels, and to a whole lock section held
 *              around it (nest, or convert a lock that stood in for RCU)
 *   exits      the jumps that leave it, ended at a goto's label
 *   placement  the lock, an unlock after the region and before each exit;
 *              or a guard, whose scope ends the section (guard.c)
 *
 * A pointer used after its section (FIX_EXTEND) takes bounds and uses,
 * then extend.c: the section's own unlock moves after the last use.
 *
 * A step that finds the function beyond the tool sets the plan's ->human
 * (the first reason stands) and returns false: the plan gets no edits.
 */
#ifndef RCUCHECK_FIX_PLANNER_H
#define RCUCHECK_FIX_PLANNER_H

#include <stdbool.h>
#include "fix/names.h"
#include "fix/plan.h"
#include "fix/unit.h"

struct planner {
	struct fix_ctx *cx;
	struct unit *u;
	struct fix_plan *pl;
	int seq;
	char *lock_text, *unlock_text;	/* "rcu_read_lock();" */
	struct strlist chain_funcs;	/* helpers on the way: fine in a converted section */
	size_t indent_from, indent_to;	/* scoped_guard: the bytes indented one tab more */
};

struct region {
	int blk;		/* the block */
	int i, j;		/* kids[i..j] */
	int lock_i;		/* NEST: the lock statement's index (== i) */
	struct lockstmt lk;
	bool nest;
	int end_label;		/* unlock after this label statement instead of after j */
	bool new_label;		/* ...by a new label in front of it */
	/* kids[i] is a guard of a lock, its scope kids[i..j] to the block's end:
	 * the reader goes before it as a guard too (guard.c) */
	bool guard_section;
	/* a guard statement among kids[i..j], j grown to the block's end: only a
	 * guard of the reader keeps its scope (a scoped_guard() or an unlock
	 * would end the reader inside it) */
	bool must_guard;
};

#define MAX_EXITS 256

/* What the steps found so far in one function. */
struct fn_state {
	const size_t *anchors;	/* accessor calls, or calls of a helper */
	const bool *is_access;	/* for each: an accessor call (its result is followed) */
	size_t nanch;
	int *stmts;		/* for each: its statement */
	struct region r;
	struct strlist ptrs;	/* the function's pointer variables */
	struct strlist taint;	/* those holding what was loaded */
	int decl_split;		/* a declaration whose initializer moves below, or -1 */
	size_t split_var;	/* its variable's token */
	char *idx;		/* srcu: the index variable */
	int exits[MAX_EXITS];	/* jump statements that leave the region */
	size_t nex;
};

/* edit.c: the plan's edits */
void edit(struct planner *p, size_t off, size_t end, char *text);
void human(struct planner *p, char *why);

static inline size_t toff(const struct planner *p, size_t tok)
{
	return p->u->src.t[tok].off;
}

static inline size_t tend(const struct planner *p, size_t tok)
{
	return p->u->src.t[tok].end;
}

size_t after_tok(const struct planner *p, size_t tok);
void unlock_before(struct planner *p, int s);
/* p->lock_text and p->unlock_text for the plan's flavor (srcu: fs->idx named). */
void reader_texts(struct planner *p, struct fn_state *fs, const char *srcu);

/* bounds.c */
bool in_region(const struct unit *u, const struct region *r, size_t tok);
int first_non_decl(const struct unit *u, int blk);
bool region_bounds(struct planner *p, struct fn_state *fs);
bool split_declaration(struct planner *p, struct fn_state *fs);

/* uses.c */
bool uses_taint(const struct unit *u, size_t a, size_t b, const struct strlist *taint);
bool follow_uses(struct planner *p, struct fn_state *fs);

/* lookup.c */
void take_lookups(struct planner *p, struct fn_state *fs);

/* lock_section.c */
bool held_names_lock(const struct strlist *held, const char *arg);
/* Is statement @s "guard(C)(ARGS);" or "CLASS(C, v)(ARGS);"? Its class and first argument ("" none). */
bool is_guard_stmt(const struct unit *u, int s, char **cls, char **arg);
bool choose_section(struct planner *p, struct fn_state *fs, const struct strlist *held);

/* exits.c */
size_t gotos_to(const struct unit *u, const char *name, size_t *out, size_t max);
int find_label(const struct unit *u, const char *name);
void find_exits(struct planner *p, struct fn_state *fs);

/* place.c */
void place_nested(struct planner *p, struct fn_state *fs);
void place_local(struct planner *p, struct fn_state *fs);
/* p->unlock_text before each exit of the region and after it (@ind: its indent) */
void place_unlocks(struct planner *p, struct fn_state *fs, const char *ind);
/* p->lock_text before token @at, a declaration's initializer split out after it */
void lock_at(struct planner *p, struct fn_state *fs, size_t at, const char *ind);

/*
 * guard.c: the reader as guard(rcu)() or scoped_guard(rcu) { } when the
 * style and the region allow; false (nothing placed) for lock style.
 */
bool place_guard(struct planner *p, struct fn_state *fs, const char *srcu);
/* The reader as a guard before the guard of the lock section (r.guard_section). */
void place_guard_section(struct planner *p, struct fn_state *fs, const char *srcu);
/* After every edit is made: a corrected comment in a scoped_guard's body indented too. */
void guard_reindent_edits(struct planner *p);

/*
 * extend.c: a pointer used after its section: the section's unlock moves
 * past the uses follow_uses() found, each exit unlocking (FIX_EXTEND).
 */
void extend_section(struct planner *p, struct fn_state *fs);

/* sleeps.c: the first call taking a sleeping lock in tokens [a, b], "mutex_lock() at line N", or NULL. */
char *sleeping_call(const struct unit *u, size_t a, size_t b);
/* A sleeping call among the region's statements kids[i..j]: human, true. */
bool region_sleeps(struct planner *p, const struct fn_state *fs);

/* comment.c: replaces a comment in @u's function that claims a lock is as good as the reader */
void correct_comments(struct planner *p, const struct unit *u, const struct fix_site *s,
		      bool same_file_as_plan);

#endif
