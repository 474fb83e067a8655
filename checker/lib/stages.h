/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Where a run's seconds go, by stage, when $RCUCHECK_STAGES=1 (a warm
 * audit's profile, bench/RESULTS.md): the wall and CPU seconds (this
 * process's and its finished children's: spatch) since the last mark go
 * to the stage named; stages_print() lists them on stderr in the order
 * each was first named. Without the variable both do nothing.
 */
#ifndef RCUCHECK_LIB_STAGES_H
#define RCUCHECK_LIB_STAGES_H

#include <stddef.h>

/* The time since the last mark (or the first call) is @stage's. */
void stages_mark(const char *stage);
/* "stages: WHAT: N of M" a line on stderr at once (a stage's work counted). */
void stages_count(const char *what, size_t n, size_t of);
/* "stages: STAGE wall W s, cpu C s" a line, after @what; then forgets them. */
void stages_print(const char *what);

#endif
