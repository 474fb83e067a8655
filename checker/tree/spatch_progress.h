/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Progress of a spatch -j run, file by file. spatch's workers write their
 * output to files under its --tmp-dir and spatch prints them only when
 * the last worker ends; a thread reads those files as they grow (each
 * "HANDLING: FILE" starts a file, "Skipping: FILE" is one done) and
 * updates the progress line with the files done and the time left.
 */
#ifndef RCUCHECK_SPATCH_PROGRESS_H
#define RCUCHECK_SPATCH_PROGRESS_H

#include <stddef.h>
#include "lib/progress.h"

struct spatch_watch;

/*
 * Watches the directories spatch makes from the --tmp-dir @prefix
 * ("PREFIX_RULE_DATE_PID/stderr.N") until spatch_watch_stop().
 */
struct spatch_watch *spatch_watch_start(const char *prefix, size_t total, struct progress *pr);
void spatch_watch_stop(struct spatch_watch *w);

#endif
