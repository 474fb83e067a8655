/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Progress of long steps (extraction, kernel build, boot) on stderr: one
 * line rewritten in place on a terminal, a line every few seconds in a
 * log (CI), never on stdout.
 */
#ifndef RCUCHECK_PROGRESS_H
#define RCUCHECK_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>

struct progress {
	const char *what;	/* "extract", "build", ... */
	double start, last;	/* seconds */
	int last_percent;
	bool tty;
};

void progress_start(struct progress *p, const char *what);
/* @percent < 0: unknown; @detail may be NULL. Rate-limited. */
void progress_update(struct progress *p, int percent, const char *detail);
/*
 * @done of @total UNITs: the percentage, "(123/818 files, 4m10s left)",
 * the time left estimated from the pace so far. Rate-limited.
 */
void progress_count(struct progress *p, size_t done, size_t total, const char *unit);
/* Final line: "what: done in 1m23s (detail)". */
void progress_done(struct progress *p, const char *detail);
/* No more progress lines from this process (a forked helper's: lib/forked.h). */
void progress_silence(void);
/* "1m23s" / "4.2s" into @buf. */
const char *format_duration(double seconds, char *buf, size_t len);

#endif
