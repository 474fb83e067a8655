/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Writing the planned fixes out: as a preview (subject and unified diff
 * of each patch, read-only, no git), or as a real git format-patch series
 * made in a scratch worktree of the tree cache: one commit per plan, then
 * git format-patch --cover-letter, the cover letter's subject and blurb
 * filled in. The user's tree and the cache's base tree are never written.
 */
#ifndef RCUCHECK_FIX_SERIES_H
#define RCUCHECK_FIX_SERIES_H

#include <stdio.h>
#include "fix/msg.h"
#include "fix/plan.h"

struct fix_series_opts {
	const char *outdir;
	const char *author;	/* "Name <mail>" */
	const char *signoff;	/* "Name <mail>", or NULL for none */
	bool full;		/* preview: whole messages, not just subjects */
};

/* Preview on @out. Number of patches. */
int fix_print(struct fix_ctx *cx, const struct finding_list *fl, const struct fix_evidence *ev,
	      const struct fix_series_opts *o, FILE *out);

/*
 * Commits the plans in worktree @wt (at the base) and writes the series
 * into o->outdir. Number of patches, or -1 after a one-line error.
 */
int fix_write_series(struct fix_ctx *cx, const struct finding_list *fl,
		     const struct fix_evidence *ev, const char *wt,
		     const struct fix_series_opts *o);

/* Makes @dir ready for a series: created, or holding only an old series (removed). 0 or -1. */
int fix_prepare_outdir(const char *dir);

/* Number of plans that make a patch. */
size_t fix_npatches(const struct fix_ctx *cx);

#endif
