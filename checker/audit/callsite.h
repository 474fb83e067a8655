/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Call-site facts on demand (cocci/rcu_callsite.cocci): for a callee and a
 * file that calls it, what protects each call. Questions are queued and
 * answered in batches, one spatch run for all the files and callees of a
 * round, because starting spatch costs more than matching a file.
 */
#ifndef RCUCHECK_CALLSITE_H
#define RCUCHECK_CALLSITE_H

#include <stdbool.h>
#include <stddef.h>
#include "audit/facts.h"
#include "audit/prefetch.h"
#include "audit/rcache.h"
#include "lib/strmap.h"
#include "lib/util.h"
#include "tree/spatch_cover.h"

struct call_facts {
	struct call_fact *v;
	size_t n, alloc;
};

struct callsite_cache {
	const char *root;
	int jobs;
	struct rcache *rc;		/* answers kept from earlier runs */
	/* when set, a file's first run asks ahead (prefetch.h) */
	struct callsite_prefetch *pf;
	struct strmap kept;		/* file -> its entry in @rc (callsite.c) */
	struct strmap answered;		/* "file\tcallee" -> struct call_facts * */
	struct strmap pending;		/* file -> struct strlist * of callees */
	size_t runs, files_run;
	size_t pairs_cached, pairs_run;	/* (file, callee) questions: from the cache, to spatch */
	size_t pairs_text;		/* answered from the text (callsite_syntax.h) */
	/* RCUCHECK_CALLSITE_VERIFY=1: the text's answers checked against spatch's */
	int verify;			/* 0 not read yet, 1 off, 2 on */
	bool text_off;			/* RCUCHECK_CALLSITE_TEXT=0: spatch answers everything */
	struct strmap text_answers;	/* "file\tcallee" -> struct call_facts * not checked yet */
	struct strmap checked;		/* "file\tcallee" -> (void *)1: refused or verified */
	size_t verify_calls, verify_differ;
	struct spatch_cover cover;	/* the files the rule read, what it skipped */
	struct strlist timeouts;
	int timeout;			/* seconds a file (callsite.c), 0: not read yet */
};

/*
 * The facts of @callee's calls in @file, or NULL when not asked yet: the
 * question is then queued for callsite_answer(). When the text decides
 * them (callsite_syntax.h; @cc->pf gives the index and which callers are
 * asked about), they come from it and no question is queued.
 */
const struct call_facts *callsite_get(struct callsite_cache *cc, const char *file,
				      const char *callee);
bool callsite_has_pending(const struct callsite_cache *cc);
/*
 * Answers the queued questions: from the result cache, and by one run of
 * the rule over the files it does not have (by several when the callees
 * are too many for one pattern). 0, or -1 after error().
 */
int callsite_answer(struct callsite_cache *cc);
void callsite_cache_free(struct callsite_cache *cc);

#endif
