/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What became of each generic workload of a boot (qemu/exerciser.c runs
 * them after the sub-tests, numbered wN), read back from its markers:
 *
 *   rcucheck-exerciser: start w1 stress-ng fork,clone for 20 s
 *   rcucheck-exerciser: skip w1 stress-ng: overran its bound of 80 s, killed
 *   rcucheck-exerciser: skip w1 stress-ng: /usr/bin/stress-ng is not in the initramfs
 *   rcucheck-exerciser: end w1 stress-ng ret=0
 *
 * ran (an end, no skip: its exit status kept), overran (killed at its
 * bound), missing (not in the initramfs), skipped (another reason), or
 * cut short (started, never ended: the boot ended during it).
 */
#ifndef RCUCHECK_WL_OUTCOME_H
#define RCUCHECK_WL_OUTCOME_H

#include <stdbool.h>
#include <stdio.h>

enum wl_end {
	WL_CUT_SHORT,		/* started, no end marker */
	WL_RAN,
	WL_OVERRAN,
	WL_MISSING,
	WL_SKIPPED,
};

struct wl_outcome {
	char *id;		/* "w1 stress-ng" */
	enum wl_end end;
	int ret;		/* WL_RAN: the end marker's ret= */
	char *why;		/* the skip marker's reason, or NULL */
};

struct wl_outcomes {
	struct wl_outcome *v;
	size_t n;
};

/* "ran", "overran", "missing", "skipped", "cut short" */
const char *wl_end_name(enum wl_end e);

/*
 * One exerciser marker (the text after "rcucheck-exerciser: "); false
 * when it is none of a workload's.
 */
bool wl_marker(struct wl_outcomes *w, const char *m);

/* Moves every outcome of @from to the end of @to; @from is left empty. */
void wl_move(struct wl_outcomes *to, struct wl_outcomes *from);

/* "w1 stress-ng: ran (ret=0)" (owned). */
char *wl_describe(const struct wl_outcome *o);

void wl_free(struct wl_outcomes *w);

#endif
