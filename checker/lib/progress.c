// SPDX-License-Identifier: GPL-2.0
#include <stdbool.h>
#include <stdio.h>
#include <unistd.h>
#include "lib/progress.h"
#include "lib/util.h"

/* Seconds between lines when stderr is not a terminal. */
#define LOG_INTERVAL 15.0

static bool silent;

void progress_silence(void)
{
	silent = true;
}

const char *format_duration(double s, char *buf, size_t len)
{
	if (s < 60)
		snprintf(buf, len, "%.1fs", s);
	else
		snprintf(buf, len, "%dm%02ds", (int)s / 60, (int)s % 60);
	return buf;
}

void progress_start(struct progress *p, const char *what)
{
	p->what = what;
	p->start = p->last = now_seconds();
	p->last_percent = -1;
	p->tty = isatty(2);
}

void progress_update(struct progress *p, int percent, const char *detail)
{
	double now = now_seconds();
	char dur[32];

	if (silent || (p->tty ? now - p->last < 0.2 : now - p->last < LOG_INTERVAL))
		return;
	p->last = now;
	p->last_percent = percent;
	format_duration(now - p->start, dur, sizeof(dur));
	if (percent >= 0)
		fprintf(stderr, "%s%s: %3d%% %s%s%s%s", p->tty ? "\r" : "",
			p->what, percent, dur, detail ? " (" : "",
			detail ? detail : "", detail ? ")" : "");
	else
		fprintf(stderr, "%s%s: %s%s%s%s", p->tty ? "\r" : "", p->what,
			dur, detail ? " (" : "", detail ? detail : "",
			detail ? ")" : "");
	if (p->tty)
		fputs("\033[K", stderr);	/* clear the rest of the line */
	else
		fputc('\n', stderr);
}

void progress_count(struct progress *p, size_t done, size_t total, const char *unit)
{
	double spent = now_seconds() - p->start;
	char detail[96], left[32];

	if (!total)
		return;
	if (done && done < total) {
		format_duration(spent * (double)(total - done) / (double)done, left, sizeof(left));
		snprintf(detail, sizeof(detail), "%zu/%zu %s, %s left", done, total, unit, left);
	} else {
		snprintf(detail, sizeof(detail), "%zu/%zu %s", done, total, unit);
	}
	progress_update(p, (int)(done * 100 / total), detail);
}

void progress_done(struct progress *p, const char *detail)
{
	char dur[32];

	if (silent)
		return;
	format_duration(now_seconds() - p->start, dur, sizeof(dur));
	fprintf(stderr, "%s%s: done in %s%s%s%s%s\n", p->tty ? "\r" : "", p->what,
		dur, detail ? " (" : "", detail ? detail : "",
		detail ? ")" : "", p->tty ? "\033[K" : "");
}
