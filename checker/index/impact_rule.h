/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The impact rule of a reader finding, shared by both producers: the
 * audit (audit/impact.c, from the index's update sites) and "rcucheck
 * link" (audit/rfimpact.c, from the update sites sparse-rcu recorded).
 * Each gathers the update sites of the object the access reads and the
 * locks held on every path to it; this decides.
 *
 *   race          the path reads without a reader and without the lock
 *                 every updater holds: a use-after-free is possible
 *   lockdep-only  the path holds a lock every updater holds, or the
 *                 object is only ever added to (never unlinked, never
 *                 replaced): lockdep reports it, nothing can be freed
 *                 under the reader; the fix is a lockdep condition
 *   unknown       no updater of the object was found
 *
 * Objects are keyed by index/objkey.h from the text of the accessor and
 * of the update call, so the two producers key them alike.
 */
#ifndef RCUCHECK_INDEX_IMPACT_RULE_H
#define RCUCHECK_INDEX_IMPACT_RULE_H

#include <stdbool.h>
#include <stddef.h>
#include "index/objkey.h"
#include "lib/util.h"
#include "rcu/model.h"

#define IMPACT_RACE "race"
#define IMPACT_LOCKDEP "lockdep-only"
#define IMPACT_UNKNOWN "unknown"

/* Is @s one of the three names? */
bool impact_valid(const char *s);

/*
 * The object a read-side accessor's text @access reads: *@obj (pointer
 * or head) and *@node ("struct T.m", a list entry's member), either may
 * be NULL. The accessor's updater row, or NULL when @access is none.
 */
const struct rcu_updater *impact_reader_keys(const char *access, objkey_type_fn type_of,
					     void *ctx, char **obj, char **node);
/*
 * The object an update call's text @call ("list_add_rcu(&x->n, &head)")
 * changes, keyed the way the index keys its update sites. Its updater
 * row (publish, add, del, replace, splice), or NULL when @call is none
 * or names no object.
 */
const struct rcu_updater *impact_update_keys(const char *call, objkey_type_fn type_of,
					     void *ctx, char **obj, char **node);

/* The lock keys of "a, b, c" (index and fact style), appended to @out. */
void impact_split_locks(const char *held, struct strlist *out);
/* Keeps in @acc only what @with holds too. */
void impact_intersect(struct strlist *acc, const struct strlist *with);

/*
 * The locks held at every one of a function's calls: the first call's,
 * then only those each next call holds too (impact_every_add()).
 * impact_every_done() gives them as "a, b" (owned; "" when none, or when
 * @too_many calls were seen to decide), appends them to @out, and frees
 * the set.
 */
struct impact_every {
	struct strlist acc;
	bool started;
};
void impact_every_add(struct impact_every *e, const struct strlist *here);
char *impact_every_done(struct impact_every *e, bool too_many, struct strlist *out);

/* One update site of the object. */
struct impact_site {
	const char *prim;	/* the update primitive */
	char *name;		/* "fn() file:line", owned */
	struct strlist locks;	/* lock keys held at it, and on every entry to its function */
	struct strlist own;	/* lock keys its function holds at the site itself */
};
void impact_site_free(struct impact_site *s);

/* The access, as its producer sees it. */
struct impact_reader {
	const char *what;		/* the object's key, for the message */
	bool list;			/* an iterator or entry accessor (a member) */
	const struct strlist *held;	/* the chain's held locks, as printed */
	const struct strlist *every;	/* lock keys held on every path to the access */
	const char *function;
};

struct impact_verdict {
	const char *impact;	/* IMPACT_* */
	char *lock;		/* lockdep-only: the held lock, as printed, or NULL */
	char *site;		/* lockdep-only: an update site taking it, or NULL */
	char *why;
};

void impact_decide(const struct impact_reader *r, const struct impact_site *sites, size_t n,
		   struct impact_verdict *v);

#endif
