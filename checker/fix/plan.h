/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What rcucheck fix plans, and the tree's text it plans on: a plan per
 * function that gets a read-side critical section (its sites, its mode,
 * its edits), and the context that reads each file of the tree once and
 * keeps the original text, so every edit is an offset into it. The
 * planner (region.h) fills the plans; cocci.c, msg.c and series.c read
 * and apply them.
 */
#ifndef RCUCHECK_FIX_PLAN_H
#define RCUCHECK_FIX_PLAN_H

#include <stdbool.h>
#include "lib/finding.h"
#include "lib/util.h"
#include "fix/style.h"

enum fix_mode {
	FIX_LOCAL,	/* rcu_read_lock() around the region */
	FIX_NEST,	/* around the lock section, rcu_read_lock() outermost */
	FIX_CONVERT,	/* the lock only stood in for the reader: replaced */
	FIX_EXTEND,	/* a pointer used after its section: the unlock moves past the uses */
	FIX_LOCKDEP,	/* lockdep-only: the updaters' lock named in the accessor's condition */
	FIX_LOCKLESS,	/* lockdep-only, an append-only list: walked by the iterator's lockless twin */
	FIX_GRACE,	/* the update side: a grace period waited between the unlink and the free */
};

struct fix_edit {
	size_t off, end;	/* bytes of the original file replaced */
	char *text;
	int seq;		/* order among edits at one offset */
};

struct fix_site {
	size_t finding;		/* index into the findings */
	char *file;		/* relative to the tree */
	int line, old_line;	/* old_line: the finding's, when re-located */
	char *access_fn;	/* the function holding the access */
	char *accessor;		/* "__task_cred" */
	char *access;		/* "__task_cred(p)" */
	const char *flavor;	/* "rcu", "bh", "sched", "srcu" */
	char *srcu;		/* srcu: the srcu_struct expression */
	struct strlist held;	/* what was held instead */
	struct strlist held_sleeping;	/* those a sleeping lock's acquire took (held_sleeps.c) */
	struct strlist chain;	/* callers, innermost first, as in the tree */
	struct strlist chain_files;	/* for each: the file the audit named, or "" */
	char *blame;		/* the audit's blame site (a caller on the chain), or NULL */
	/* A pointer used after its section (rcu_rule_extends()): access is the load. */
	bool extend;
	char *use;		/* the dereference the finding names ("p->f"), or NULL */
	char *var;		/* the pointer the load is assigned to */
	int load_line;
	/* lockdep-only on a list nothing is unlinked from: why (the audit's
	 * impact sentence); a reader fix may then hand out what it loaded */
	char *never_freed;
	/* FIX_GRACE: access is the free, var what it frees, load_line the
	 * unlink's line; the unlink ("list_del_rcu"); the label the wait goes
	 * before, when other paths join there, or NULL */
	char *unlink, *join_label;
};

/* What a site is called in messages: the dereference, else the access. */
static inline const char *site_shown(const struct fix_site *s)
{
	return s->use ? s->use : s->access;
}

struct fix_plan {
	char *file, *function;
	const char *flavor;
	enum fix_mode mode;
	char *lock;		/* NEST/CONVERT: "read_lock(&tasklist_lock)" */
	char *lock_name;	/* "tasklist_lock" */
	char *kept_for;		/* NEST: the first call that may need the lock */
	struct strlist section_calls;	/* CONVERT: the calls proven to need only RCU */
	struct strlist via;	/* helpers passed on the way up */
	struct strlist via_why;	/* for each: its contract, or why it moved */
	char *pinned_by;	/* LOCAL, EXTEND: the call that takes a reference */
	int exits;		/* early exits balanced */
	char *label;		/* a label added for the unlock */
	char *guard;		/* written as a guard: "guard(rcu)()", "scoped_guard(rcu)" */
	bool comment;		/* a misleading comment corrected */
	bool split_decl;	/* an initializer moved out of a declaration */
	struct fix_site *sites;
	size_t nsites;
	struct fix_edit *edits;
	size_t nedits;
	/* LOCKDEP: lock_name is the updaters' lock, lock the condition
	 * ("lockdep_is_held(&direct_mutex)"), and why the audit's impact sentence */
	char *lockdep_why;
	char *lockdep_site;	/* an update site that holds it: "f() file:line" */
	bool update_side;	/* the access's function is one of the updaters */
	const char *twin;	/* LOCKLESS: the iterator's twin ("list_for_each_entry_lockless") */
	char *human;		/* set: cannot be fixed by the tool, why */
	const char *engine;	/* "spatch" when cocci/fix_rcu_read_lock.cocci made the edit */
};

/* Does every site of @pl read a list nothing is unlinked from? Its loads may outlive the reader. */
static inline bool plan_never_freed(const struct fix_plan *pl)
{
	for (size_t i = 0; i < pl->nsites; i++)
		if (!pl->sites[i].never_freed)
			return false;
	return pl->nsites > 0;
}

struct fix_ctx {
	const char *root;	/* the tree, only read */
	struct strlist paths;	/* files read so far, relative */
	char **texts;
	struct fix_plan *plans;
	size_t nplans;
	struct strlist notes;	/* re-located findings, skipped ones: for the cover letter */
	struct strlist skipped;	/* findings no fix applies to, with why */
	enum fix_style style;	/* as asked (--style) */
	struct fix_guards guards;	/* what the tree defines */
};

void fix_ctx_free(struct fix_ctx *cx);

/* The original text of @path (relative), read once; NULL when unreadable. */
const char *fix_file_text(struct fix_ctx *cx, const char *path);

/*
 * @path's text after the edits of plans[0..upto) that touch it (plans
 * with ->human are skipped). Returns a new string.
 */
char *fix_apply(struct fix_ctx *cx, const char *path, size_t upto);

/*
 * The plan of @mode (an annotation: FIX_LOCKDEP, FIX_LOCKLESS) for
 * @site's function, under @lock_name when not NULL; made (*@made) when
 * there is none yet.
 */
struct fix_plan *annotation_plan(struct fix_ctx *cx, enum fix_mode mode,
				 const struct fix_site *site, const char *lock_name, bool *made);
/* Adds a copy of @site to @pl, unless the same access at the same line is there. */
void plan_add_site(struct fix_plan *pl, const struct fix_site *site);

/* A deep copy of @s into @d, and its release. */
void site_copy(struct fix_site *d, const struct fix_site *s);
void site_free(struct fix_site *s);

/* "rcu_read_lock()" etc. for a flavor; srcu needs the struct (NULL: "ssp"). */
const char *flavor_lock_name(const char *flavor);
const char *flavor_unlock_name(const char *flavor);

#endif
