/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A property of functions judged per definition (one in each file that
 * defines the name), held by a name only when every definition of it in
 * the tree has it: the reader returners and releasers (readers.c,
 * releasers.c, lockreleasers.c), whose rows the rules read by name; and
 * where a definition stands in its file's text, for the judges of both.
 */
#ifndef RCUCHECK_INDEX_DEFVOTES_H
#define RCUCHECK_INDEX_DEFVOTES_H

#include <stdbool.h>
#include "index/tindex.h"
#include "lib/strmap.h"
#include "lib/util.h"

struct def_votes {
	struct strmap yes;	/* "FILE:NAME" of each definition that has it */
	struct strlist names;	/* the names voted for, in order */
};

#define DEF_VOTES_INIT { { 0 }, STRLIST_INIT }

/* The definition of @name in file @file has the property. */
void def_votes_yes(struct def_votes *v, unsigned file, const char *name);
/* Does every definition of @name in @ti have it (none a macro)? */
bool def_votes_all(struct tindex *ti, const struct def_votes *v, const char *name);
void def_votes_free(struct def_votes *v);
/*
 * Where definition @fn's name stands in @blank (its file's text, comments
 * and strings blanked), and in @end the end of its last line; NULL when
 * the name is not on the lines the index gives it.
 */
const char *def_name_in(const struct cfunc *fn, const char *blank, const char **end);

#endif
