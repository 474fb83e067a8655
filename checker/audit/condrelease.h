/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A lock released under a condition that a later test repeats before the
 * call: 6.12 do_mbind()'s
 *
 *	mmap_write_lock(mm);
 *	err = mpol_set_nodemask(new, nmask, scratch);
 *	if (err)
 *		mmap_write_unlock(mm);
 *	...
 *	if (err)
 *		goto mpol_out;
 *	... mbind_range() ...
 *
 * The way that released the lock leaves by the goto: the call runs with
 * it held. For the lock engine's release checks (audit.c).
 */
#ifndef RCUCHECK_AUDIT_CONDRELEASE_H
#define RCUCHECK_AUDIT_CONDRELEASE_H

#include <stdbool.h>

/*
 * Is the release at @p in @rest (the text after the lock's call, up to
 * the call it should cover) the body of "if (C)", C free of calls, and
 * is "if (C) goto L;" (L not a label in @rest) or "if (C) return ...;"
 * later in @rest, nothing between assigning C's names or taking their
 * address on a way that took the lock (an assignment in the "else" of
 * the block the lock was taken in, "} else err = -ENOMEM;", is not)?
 */
bool release_undone_by_repeat_test(const char *rest, const char *p);

#endif
