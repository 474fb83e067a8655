/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Where a finding is fixed: the function holding the access, or a caller
 * up its chain. A helper whose comment or annotation says its caller
 * holds the RCU read lock is fixed in its caller; a static helper called
 * with the lock taken that was held instead of the reader is fixed where
 * that lock is taken (the 2009 series' shape).
 */
#ifndef RCUCHECK_FIX_TARGET_H
#define RCUCHECK_FIX_TARGET_H

#include <stdbool.h>
#include "fix/plan.h"

struct target {
	char *file, *function;
	size_t *anchors;	/* tokens in the target's file */
	bool *is_access;
	size_t nanch;
	struct strlist via, via_why;
};

/* @s's target. 0, or -1 after a one-line error. */
int choose_target(struct fix_ctx *cx, const struct fix_site *s, struct target *t);
void target_free(struct target *t);

#endif
