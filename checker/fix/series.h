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

/*
 * Makes @dir ready for a series: created, or holding only an old series
 * (removed); errors name it as @option ("-o"). 0 or -1.
 */
int series_prepare_outdir(const char *dir, const char *option);
/* The same for rcucheck fix's -o. */
int fix_prepare_outdir(const char *dir);

/* Number of plans that make a patch. */
size_t fix_npatches(const struct fix_ctx *cx);

/* "Name <mail>" from user.name/user.email of @dir's git config, or NULL. */
char *fix_git_ident(const char *dir);

/*
 * A commit message: subject, blank line, body, then the trailers given:
 * the Fixes: tag, the sign-off.
 */
char *series_message(const char *subject, const char *body, const char *fixes,
		     const char *signoff);

/*
 * The writer under fix_write_series(), for any series: commits made one
 * by one in a scratch worktree as the author, then git format-patch of
 * the commits since the start.
 */
struct series_writer {
	const char *wt;
	struct strlist env;	/* the author as GIT_AUTHOR_* / GIT_COMMITTER_* */
	char *base;		/* the commit the series starts from */
	int n;			/* commits made */
};

/* Starts a series at the HEAD of worktree @wt, by @author ("Name <mail>"). 0 or -1. */
int series_begin(struct series_writer *w, const char *wt, const char *author);
/*
 * Commits @files (relative to the worktree) with their new @texts and
 * message @msg; @what names the change in an error. 0 or -1.
 */
int series_commit(struct series_writer *w, const struct strlist *files,
		  const struct strlist *texts, const char *msg, const char *what);
/* git format-patch of the commits since the start into @outdir (absolute). 0 or -1. */
int series_format(struct series_writer *w, const char *outdir, bool cover_letter);
void series_end(struct series_writer *w);

#endif
