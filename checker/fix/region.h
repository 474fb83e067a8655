/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Where a missing read-side critical section goes, and the edits that put
 * it there. Each finding is first checked against the tree (a stale line
 * is re-located by its access text, or refused), then moved to the right
 * function: a helper whose comment or annotation says its caller holds
 * the RCU read lock is fixed in its unprotected caller, and a static
 * helper called under the lock that was taken instead of the reader is
 * fixed where that lock is taken (the 2009 series' shape). Findings that
 * land in one function become one plan, one patch.
 *
 * The region is the smallest run of statements holding every access and
 * every use of what it loaded (until a reference is taken with a get()
 * style call), grown to a whole switch when it would cross a case label,
 * and to a whole lock section when such a lock is held around it, with
 * rcu_read_lock() outermost. Every exit is balanced: an unlock before
 * each return, break or goto that leaves it, or at the goto's label.
 *
 * A pointer dereferenced after the section it was loaded in (rule
 * rcu-use-after-unlock) keeps its section: the section's unlock moves
 * after the last use (extend.c).
 */
#ifndef RCUCHECK_FIX_REGION_H
#define RCUCHECK_FIX_REGION_H

#include "lib/finding.h"
#include "fix/plan.h"

/*
 * Resolves the findings against the tree at @root and makes the plans.
 * A finding whose access is no longer at its line nor in its function is
 * stale: -1 after a one-line error. 0 otherwise (plans may carry ->human).
 */
int fix_plan_findings(struct fix_ctx *cx, const char *root, const struct finding_list *fl);

#endif
