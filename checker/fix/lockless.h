/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The fix of a lockdep-only finding on an append-only list: the walk by
 * the iterator's lockless twin (lockless.c).
 */
#ifndef RCUCHECK_FIX_LOCKLESS_H
#define RCUCHECK_FIX_LOCKLESS_H

#include <stdbool.h>
#include "fix/plan.h"

struct planner;

/*
 * Is @f a lockdep-only finding on a list nothing is unlinked from (no
 * updaters' lock to name)? Then *@twin is its iterator's lockless twin,
 * or NULL when the iterator has none.
 */
bool lockless_finding(const struct finding *f, const struct fix_site *site, const char **twin);
/* Adds @site (of such a finding, with a twin) to its function's FIX_LOCKLESS plan. */
void lockless_plan(struct fix_ctx *cx, const struct finding *f, const struct fix_site *site);
/* The plan's edits, or ->human with why. */
void lockless_edits(struct planner *p);

#endif
