/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A picture of each finding's chain: one Graphviz graph per finding, the
 * root at the top, each caller with the file:line of its call and what it
 * holds there on the edge, the access at the bottom and the function the
 * finding blames (the one holding the access) marked. Rendered to SVG
 * beside it when Graphviz's dot is installed.
 */
#ifndef RCUCHECK_DOT_H
#define RCUCHECK_DOT_H

#include <stdio.h>
#include "lib/finding.h"

/* The graph of @f, in the DOT language. */
void dot_print(FILE *out, const struct finding *f);

/*
 * Writes DIR/NNN-FUNCTION.dot per finding of @fl (NNN its place in the
 * report, from 001), and NNN-FUNCTION.svg with dot -Tsvg when dot is on
 * $PATH. 0, or -1 after a one-line error.
 */
int dot_write_dir(const char *dir, const struct finding_list *fl);

#endif
