/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Call-site facts read off the text, without spatch: a (file, callee)
 * question's calls found in their callers' text by the index's line table
 * and handed to the flow that works out what cocci/rcu_callsite.cocci
 * would print for each (callsite_flow.h). A question is answered so only
 * when every call that may be asked about is; every other one is the
 * rule's, as before.
 *
 * RCUCHECK_CALLSITE_VERIFY=1 asks spatch as well and reports each call
 * whose facts differ (callsite.c): the differential check of this file.
 */
#ifndef RCUCHECK_CALLSITE_SYNTAX_H
#define RCUCHECK_CALLSITE_SYNTAX_H

#include <stdbool.h>
#include "index/tindex.h"

struct call_facts;

/*
 * The facts of @callee's calls in @path (relative to the tree), into
 * @out, when the text decides them for each call from a function that
 * @asks about (caller_takes_any()); false, @out left empty, otherwise.
 */
bool callsite_syntax_facts(struct tindex *ti, const char *path, const char *callee,
			   bool (*asks)(const struct cfile *cf, int k), struct call_facts *out);

/* Why callsite_syntax_facts() last said false, in a few words. */
const char *callsite_syntax_refusal(void);

#endif
