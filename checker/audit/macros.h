/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The tree's accessor macros (index/macros.h) as the audit hands them to
 * the rules: the rows of the macros the rules do not name themselves, in
 * a scratch file named by $RCUCHECK_MACROS (the rules' Python module
 * reads it), and their names and accessors for the prefilter.
 */
#ifndef RCUCHECK_AUDIT_MACROS_H
#define RCUCHECK_AUDIT_MACROS_H

#include <stddef.h>
#include "index/tindex.h"

struct audit_macro {
	char *name, *accessor;
};

struct audit_macros {
	struct audit_macro *v;
	size_t n, alloc;
	char *path;		/* the scratch file, NULL when none */
};

/*
 * Fills @am and writes the file (the index saved at @index_path, when
 * not NULL, if the table was computed now). 0, or -1 after error().
 */
int audit_macros_export(struct tindex *ti, const char *index_path, struct audit_macros *am);
/* Removes the file and unsets $RCUCHECK_MACROS. */
void audit_macros_free(struct audit_macros *am);

#endif
