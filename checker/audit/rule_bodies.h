/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Which function bodies a rule's spatch run needs (tree/trim.h): the
 * access rules' facts are each about one function's own accesses and
 * the paths to them from its start, so a body with none of the rule's
 * token parts (its "// Tokens:" line, as the prefilter reads them) and
 * no call of a name of the tree's that stands for one (an accessor
 * macro, $RCUCHECK_MACROS; a read-side wrapper or reader call,
 * $RCUCHECK_READERS, $RCUCHECK_READER_CALLS) holds nothing they print.
 * rcu_pointer_lifetime.cocci's tokens name rcu_read_unlock(), so a
 * function with a reader is kept for its st. The sleep rule's facts are
 * each a section's, in one function. The update side's rules learn the
 * file's helpers (a function that frees, waits or queues): each keeps
 * the functions its kept ones call, the requeue rule the callers of its
 * kept ones too (rule_bodies.c's table). A call-site round keeps the
 * bodies that call one of its callees. RCUCHECK_TRIM=0 trims nothing.
 */
#ifndef RCUCHECK_AUDIT_RULE_BODIES_H
#define RCUCHECK_AUDIT_RULE_BODIES_H

#include <stdbool.h>
#include <stddef.h>
#include "lib/strmap.h"
#include "lib/util.h"
#include "tree/trim.h"

struct body_keep {
	struct strlist parts;	/* substrings, as the prefilter matches them */
	struct strmap names;	/* identifiers */
	const struct strmap *macros;	/* the tree's accessor macros (quiet_tree_macros()), or NULL */
	unsigned links;		/* the spatch job's keep_links (enum trim_links) */
};

/* The bodies rule @name (its "// Tokens:" @tokens) needs into @bk; false when its files go whole. */
bool rule_bodies_init(const char *name, const struct strlist *tokens, struct body_keep *bk);
/*
 * The bodies a call-site round needs into @bk: those that call one of
 * @callees ("name", or "->name" through a field), the rule's facts being
 * each call's, from its own function's paths. False with RCUCHECK_TRIM=0.
 */
bool callee_bodies_init(const struct strlist *callees, struct body_keep *bk);
void rule_bodies_free(struct body_keep *bk);
/* Does the text @s (@n bytes) hold what @arg (a struct body_keep) needs? A trim_keep_fn. */
bool rule_body_wanted(const char *s, size_t n, void *arg);

#endif
