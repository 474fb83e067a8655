/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The Coccinelle side of rcucheck fix: when a plan's shape is one that
 * cocci/fix_rcu_read_lock.cocci knows (a load pinned by a get()-style
 * call, no early exit, in a function without a reader), spatch in patch
 * mode makes the rcu_read_lock()/rcu_read_unlock() insertion, so that the
 * rule and its fix live together; rcucheck's own planner does the shapes
 * SmPL cannot see (callers, lock sections, exits, comments).
 */
#ifndef RCUCHECK_FIX_COCCI_H
#define RCUCHECK_FIX_COCCI_H

#include "fix/plan.h"

/*
 * Replaces @pl's reader edits with spatch's when the rule applies and
 * only inserts lines. 1 when spatch made them, 0 when the planner's stay
 * (shape not covered, spatch missing or declining).
 */
int fix_cocci_apply(struct fix_ctx *cx, struct fix_plan *pl);

#endif
