/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The Fixes: tag of a fix, for the trees that have history: the newest
 * commit that took the fix's reader out of the fixed function or added
 * one of its accesses there, as git log -L :FUNCTION:FILE shows them.
 * checkpatch asks for one when a commit message quotes a call trace.
 */
#ifndef RCUCHECK_FIX_FIXES_H
#define RCUCHECK_FIX_FIXES_H

#include "fix/plan.h"

/*
 * "Fixes: 0123456789ab (\"subject\")", or NULL when there is none to name:
 * @root is not the top of a git tree, or only the commit the tree came in
 * with (no parent: a packaged tree's base) touched the function so.
 */
char *fix_fixes_tag(const char *root, const struct fix_plan *pl);

#endif
