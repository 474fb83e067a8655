/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Call-site facts read off the text, without spatch, where the text alone
 * decides what cocci/rcu_callsite.cocci would print: a call that no path
 * from its function's start reaches through anything the rule counts (a
 * lock, a reader, a state, a guard, the tree's wrappers and reader calls)
 * holds nothing on every path, "rcu=entry,bh=entry,sched=entry" and
 * nothing held. The text decides that when no call of such a name comes
 * before the call in its function (the test is wider than the rule's
 * lists: any name with "lock", "irq", "rcu", ... in it), no loop holds
 * the call (a later lock would reach it round the loop), no label comes
 * before it (a goto after it may jump back), and no return, break or goto
 * before it at its own level makes it dead code (the rule marks nothing
 * there), and the call is no iterator's head (for_each_irq_desc(i, d) {
 * is no call to the rule). Every other call is
 * the rule's, as before: a (file, callee) question is answered here only
 * when every call that may be asked about is.
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

#endif
