/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The fix of a lockdep-only finding: the updaters' lock named in the
 * accessor's lockdep condition (lockdep.c).
 */
#ifndef RCUCHECK_FIX_LOCKDEP_H
#define RCUCHECK_FIX_LOCKDEP_H

#include "fix/plan.h"

struct planner;

/* Adds @site (of lockdep-only finding @f) to its function's FIX_LOCKDEP plan, made when new. */
void lockdep_plan(struct fix_ctx *cx, const struct finding *f, const struct fix_site *site);
/* The plan's edits, or ->human with why. */
void lockdep_edits(struct planner *p);

#endif
