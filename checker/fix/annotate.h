/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rcucheck link --annotate: from the facts sparse-rcu wrote beside a
 * build's objects, the annotations that let sparse check what the code
 * already relies on:
 *
 *   - __must_hold(RCU) on each global function that reads RCU-protected
 *     data without taking the read lock itself (one patch per function);
 *   - __rcu on each member or global used with the RCU accessors but not
 *     declared __rcu ("rcuptr" fact lines; one patch per declaring file,
 *     a global's extern and definition together).
 *
 * The series is written as rcucheck fix writes its own (series.h): one
 * commit per patch in a scratch worktree of the tree cache, as the user's
 * git identity, then git format-patch; the subject prefixes come from
 * subsys_prefix.h.
 */
#ifndef RCUCHECK_FIX_ANNOTATE_H
#define RCUCHECK_FIX_ANNOTATE_H

#include <stddef.h>
#include "audit/rcufacts.h"

/* A member or a global used with an RCU accessor but not declared __rcu. */
struct rcuptr {
	char *name, *owner, *decl_file, *use_file, *access;
	int decl_line, decl_col, use_line;
	size_t uses;
};

struct rcuptr_set {
	struct rcuptr *v;
	size_t n, alloc;
};

/* Adds the "rcuptr" lines of facts file @path (rf_read() skips them). */
void rcuptr_read(struct rcuptr_set *s, const char *path);
void rcuptr_free(struct rcuptr_set *s);

/*
 * Writes the annotation series for @db and @ptrs into @outdir: files
 * are relative to @tree (-C; NULL: the packaged tree in the cache). Says
 * on stderr what it wrote. 0, or -1 after a one-line error.
 */
int annotate_write(const struct rf_db *db, struct rcuptr_set *ptrs, const char *outdir,
		   const char *tree);

#endif
