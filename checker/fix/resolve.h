/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A finding checked against the tree: its access found again at its line
 * (the statement holding it will do), else in its function, where the
 * tree has it now (a re-located line is noted for the cover letter); a
 * finding whose access is gone is stale. The site keeps the accessor, its
 * flavor and the caller chain as the tree names it.
 */
#ifndef RCUCHECK_FIX_RESOLVE_H
#define RCUCHECK_FIX_RESOLVE_H

#include "lib/finding.h"
#include "fix/unit.h"

/* @f (the @idx-th finding) as a site of the tree. 0, or -1 after a one-line error. */
int resolve(struct fix_ctx *cx, const struct finding *f, size_t idx, struct fix_site *site);

/*
 * Token index of the accessor call @acc (normalized text, may be NULL) of
 * @accessor (NULL: any) nearest @line of @u's function; (size_t)-1 if none.
 */
size_t find_access(const struct unit *u, int line, const char *accessor, const char *acc);

#endif
