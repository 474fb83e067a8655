/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Operands that are never evaluated: an argument of a macro that, in
 * some configuration, only names it inside sizeof() or typeof(), or
 * drops it (6.1 include/linux/build_bug.h BUILD_BUG_ON_INVALID(e), and
 * include/net/net_debug.h DEBUG_NET_WARN_ON_ONCE(cond), which is
 * BUILD_BUG_ON_INVALID(cond) without CONFIG_DEBUG_NET). Learned from the
 * tree's own definitions, not listed: an access there reads nothing in
 * that configuration.
 */
#ifndef RCUCHECK_INDEX_NOEVAL_H
#define RCUCHECK_INDEX_NOEVAL_H

#include "index/tindex.h"
#include "lib/util.h"

/* Why an operand is not evaluated: the caller frees it with noeval_free(). */
struct noeval {
	char *macro;	/* the macro whose argument holds it: "DEBUG_NET_WARN_ON_ONCE" */
	char *when;	/* "without CONFIG_DEBUG_NET", "in any configuration" */
	char *site;	/* the definition that drops it: "include/net/net_debug.h:154" */
};

/*
 * Is the text at @line:@col (1-based) of the tree's file @path inside an
 * argument of a call of a macro (the innermost first, up to the
 * statement) one of whose definitions never evaluates that argument:
 * names it only inside sizeof(), typeof(), __typeof__(), or as an
 * argument another such macro does not evaluate, 4 macros deep, or not
 * at all? The definition chosen is the first such in the tree, with the
 * #if branch it sits in.
 */
bool noeval_operand_at(struct tindex *ti, const char *path, int line, int col,
		       struct noeval *why);
void noeval_free(struct noeval *why);

#endif
