/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The fix of an update-side finding, rcu-reclaim-no-gp (an object taken
 * out of the readers' view and freed with no grace period between): a
 * wait for the readers, synchronize_rcu(), between the unlink and the
 * free, on the unlink's path (grace.c).
 */
#ifndef RCUCHECK_FIX_GRACE_H
#define RCUCHECK_FIX_GRACE_H

#include <stdbool.h>
#include "fix/plan.h"

struct planner;

/* Is @f an update-side finding a wait for a grace period fixes? */
bool grace_finding(const struct finding *f);
/*
 * @f (the @idx-th finding) as a site: the free (access, accessor, line),
 * the freed pointer (var), the unlink (unlink, load_line). 0, or -1 after
 * a one-line error.
 */
int grace_resolve(struct fix_ctx *cx, const struct finding *f, size_t idx, struct fix_site *site);
/* Adds @site to its function's FIX_GRACE plan. */
void grace_plan(struct fix_ctx *cx, const struct fix_site *site);
/* The plan's edits, or ->human with why. */
void grace_edits(struct planner *p);

#endif
