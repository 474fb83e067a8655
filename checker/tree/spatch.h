/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Running a Coccinelle rule of cocci/ in fact mode (-D rcucheck) over a
 * list of files, each file alone (--file-groups), in parallel (-j), and
 * collecting its fact lines. Files spatch cannot parse whole, or gives
 * up on (timeout), are named, never silently dropped.
 */
#ifndef RCUCHECK_SPATCH_H
#define RCUCHECK_SPATCH_H

#include "lib/util.h"
#include "tree/spatch_cover.h"
#include "tree/trim.h"

/* Debian's coccinelle keeps its own macro definitions here: every run expands them. */
#define COCCI_STANDARD_H "/usr/lib/coccinelle/standard.h"

struct spatch_job {
	const char *rule;		/* the .cocci file */
	const char *root;		/* files are relative to it */
	const struct strlist *files;
	int jobs;			/* 0: the number of CPUs */
	int timeout;			/* seconds per file */
	const char *what;		/* progress label */
	/*
	 * When set, spatch is given copies of the files with the bodies of
	 * the functions this does not want blanked (trim.h), each position
	 * kept: for a rule whose facts are each function's own.
	 */
	trim_keep_fn keep_body;
	void *keep_arg;
	unsigned keep_links;		/* enum trim_links */
};

struct spatch_out {
	struct strlist facts;		/* "rcucheck\t..." lines, as printed */
	size_t bodies, blanked;		/* of the copies (keep_body): function bodies, blanked */
	struct spatch_cover unparsed;	/* skipped parts (no files read: the caller's) */
	struct strlist timeouts;	/* paths spatch gave up on */
	/*
	 * The run had less than half the CPU time it could use (one worker
	 * throughout, each file it gave up on for the whole timeout, at most
	 * its workers throughout): the
	 * machine was shared, so a timeout in it says nothing of the file,
	 * and the result cache keeps none of its timed-out answers
	 * ($RCUCHECK_KEEP_TIMEOUTS=1 keeps them all the same, for tests;
	 * $RCUCHECK_SPATCH_USAGE=CPU/WALL judges by those seconds instead of
	 * the run's, so that a test does not depend on its machine's load).
	 */
	bool starved;
};

/*
 * Between these, every run over files of @root parses each file once:
 * spatch keeps the parsed ASTs in a scratch directory of the run cache
 * (--cache-prefix) and later runs, other rules or call-site rounds, read
 * them back (rules that declare different iterator, declarer, attribute
 * or typedef names to the parser share none); the parse errors of a
 * file's first parse stand for it in every later run's
 * spatch_out.unparsed. The end removes the directory.
 * 0, or -1 after error().
 */
int spatch_ast_cache_begin(const char *root);
void spatch_ast_cache_end(void);

/* 0, or -1 after a one-line error (spatch missing, bad rule). */
int spatch_run(const struct spatch_job *job, struct spatch_out *out);
void spatch_out_free(struct spatch_out *out);

/*
 * What of spatch itself decides what a rule prints for a file: its
 * version line and the options every run is given (the result cache's
 * key).
 */
void spatch_version_key(struct strbuf *sb);

/*
 * The seconds spatch may spend on a file: $@env when set (a tiny one for
 * a test, a longer one to ask again what a kept run gave up on), else
 * @fallback. Dies on a value that is no whole number from 1 to 86400.
 */
int spatch_timeout(const char *env, int fallback);

/* The rule file cocci/NAME of this checkout; dies when it is missing. */
char *cocci_rule(const char *name);

#endif
