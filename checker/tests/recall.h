/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The recall corpus (testcases/kernel/recall/): injections into pristine
 * 6.1, one patch each, listed in its MANIFEST with the access a correct
 * checker must report and the function that should have taken the
 * reader (the blame site). This runs "rcucheck audit --tier=all" on a
 * scratch worktree with the patches applied and says, per injection,
 * whether a record of it came out, in which tier. bin/bench --recall
 * prints the tables; bin/test-recall compares with the recorded results.
 */
#ifndef RCUCHECK_RECALL_H
#define RCUCHECK_RECALL_H

#include <stdbool.h>
#include <stddef.h>
#include <jansson.h>
#include "lib/util.h"
#include "tree/ktree.h"

enum recall_verdict { RECALL_MISSED, RECALL_LOWER, RECALL_DEFAULT };

/* One "@@ -os,ol +ns,nl @@" of a patch, on @file (borrowed from paths). */
struct recall_hunk {
	const char *file;
	int os, ol, ns, nl;
};

struct recall_case {
	char *patch;		/* file name in the corpus */
	/*
	 * 'a'..'i' (the recall corpus), or the lifecycle corpus's: '4'..'7'
	 * issue 17's update-side parts (the MANIFEST names the rule), 's' a
	 * sleep in a reader, 'w' a wait in one's own reader, 'n' no misuse
	 * (a negative: any record of those rules there is a false positive).
	 */
	char kind;
	char *file;		/* where the access is */
	int line;
	char *func;		/* the function holding the access */
	char *blame;		/* the function that should have taken the reader */
	char *config;		/* the symbol that builds @file */
	char *rule;		/* the rule that must report it, or NULL: any */
	struct strlist paths;	/* @file and the files the patch touches */
	struct recall_hunk *hunks;	/* the patch's hunks, in base lines */
	size_t nhunks;
	int at;			/* @line in the tree audited (shifted by other patches) */
	/* Results. */
	enum recall_verdict verdict;
	bool blame_ok;		/* a matching record names the blame site */
	bool in_pristine;	/* pristine 6.1 has a record there already */
	double seconds;
	size_t records;		/* records the audit printed (all tiers) */
};

struct recall_corpus {
	char *dir;
	struct recall_case *c;
	size_t n;
};

/* Reads DIR/MANIFEST (and each patch's file list). Dies with one line on bad input. */
void recall_load(struct recall_corpus *rc, const char *dir);

/*
 * "rcucheck audit -C ROOT --json --tier=all -j 2 PATHS...": its records
 * (NULL root: the packaged tree).
 */
json_t *recall_audit(const char *root, const struct strlist *paths, double *seconds);

/* Sets c->verdict and c->blame_ok from @records. */
void recall_classify(struct recall_case *c, const json_t *records);
/* Does record @r sit at c's access (file, function, line +-3)? */
bool recall_record_at_access(const struct recall_case *c, const json_t *r);
/* Is @kind a negative case ('n'): found is worse than missed? */
bool recall_negative(char kind);
/* Does one of @records sit at c's access (pristine context)? */
bool recall_at_access(const struct recall_case *c, const json_t *records);

/*
 * Each injection alone: worktree WORK reset to the base, the patch
 * applied, the audit run on its paths, classified.
 */
void recall_run_each(struct recall_corpus *rc, struct ktree *kt, const char *work);
/*
 * All injections in one worktree and one audit over the union of their
 * paths (the test's faster form). 0, or -1 when a patch does not apply.
 */
int recall_run_together(struct recall_corpus *rc, struct ktree *kt, const char *work,
			double *seconds);

const char *recall_verdict_name(enum recall_verdict v);
/* "default", "lower", "missed" -> verdict; -1 when none. */
int recall_verdict_parse(const char *s);

#endif
