/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The impact of a reader finding, from the update side (the rule is
 * index/impact_rule.h, shared with "rcucheck link"): who publishes,
 * links or unlinks the object the access reads (the index's update
 * sites, index/tindex.h), which locks every one of them holds (at the
 * site, or at every call of its function, three callers up), and
 * whether the reader's path holds one of those.
 *
 *   race          the path reads without a reader and without the lock
 *                 every updater holds: a use-after-free is possible
 *   lockdep-only  the path holds a lock every updater holds, or the
 *                 object is only ever added to (never unlinked, never
 *                 replaced): lockdep reports it, nothing can be freed
 *                 under the reader; the fix is a lockdep condition
 *   unknown       no updater of the object was found
 */
#ifndef RCUCHECK_AUDIT_IMPACT_H
#define RCUCHECK_AUDIT_IMPACT_H

#include <stdbool.h>
#include "index/impact_rule.h"
#include "index/tindex.h"
#include "lib/finding.h"
#include "lib/strmap.h"

/* What the rule reads of the tree: its files' texts, each function's entry locks. */
struct impact_ctx {
	struct tindex *ti;
	struct strmap files;	/* relative path -> its text */
	struct strmap memo;	/* "FILE:FN" -> the locks held at every call of it */
};
void impact_ctx_init(struct impact_ctx *c, struct tindex *ti);
void impact_ctx_free(struct impact_ctx *c);

/*
 * The lock keys (index/objkey.h) that every update site of the object
 * @access reads holds, at the site or at every call of its function
 * (three callers up): @access is an accessor's or a lookup's call text
 * ("radix_tree_lookup(&nm_i->nat_root, n)") in @function of @path at
 * @line. Appended to @out; returns the number of update sites found.
 */
size_t audit_updaters_locks(struct impact_ctx *c, const char *path, const char *function,
			    int line, const char *access, struct strlist *out);

/*
 * The update sites of the object @access reads (as above), appended to
 * @sites (the caller frees sites->v); returns their number.
 */
size_t audit_object_update_sites(struct impact_ctx *c, const char *path, const char *function,
				 int line, const char *access, struct tupdate_list *sites);

/*
 * The object key (index/objkey.h) of @expr as written in @function of
 * @path at @line, its variables typed as that function or the file
 * declares them; NULL when it names none.
 */
char *audit_expr_key(struct impact_ctx *c, const char *path, const char *function, int line,
		     const char *expr);

/* Sets impact, impact_lock, impact_site and impact_why on @out's findings from @first. */
void audit_impact(struct tindex *ti, struct finding_list *out, size_t first);

#endif
