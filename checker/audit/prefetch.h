/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Call-site questions asked ahead (callsite.h): the first time a file goes
 * to the call-site rule, it is asked about every function it calls that a
 * caller search may still reach, not only the round's, so that a later
 * round finds the answer instead of running spatch over the file again.
 *
 * The functions a search may reach are the callers, by name in the index,
 * of the functions with accesses (the seeds), transitively to the search's
 * depth limit; only the calls the search would ask about are asked: from a
 * function (not a macro) whose body takes some lock or reader, of a
 * function the file defines itself (its own chains, which are what brought
 * a file back round after round; one run asks every file of the round
 * about every callee named, so another file's names would be matched in
 * all of them). Asking more changes no answer: each call's facts are its
 * own (one rule run over a file gives the same line for a call whatever
 * else it is asked about).
 */
#ifndef RCUCHECK_PREFETCH_H
#define RCUCHECK_PREFETCH_H

#include <stdbool.h>
#include "index/cindex.h"
#include "index/tindex.h"
#include "lib/strmap.h"
#include "lib/util.h"

struct callsite_prefetch {
	struct tindex *ti;
	int max_depth;
	/* would the search ask about a call made by function @k of @cf? */
	bool (*asks)(const struct cfile *cf, int k);
	struct strmap depth;	/* name -> 1 + its depth above a seed */
	struct strlist queue;	/* names not walked up yet, in order */
	size_t head;
};

/* A function a search starts from (an access's), at depth 0. */
void prefetch_seed(struct callsite_prefetch *pf, const char *name);
/* The callees @file (a path of the index) may be asked about, into @callees, each once. */
void prefetch_widen(struct callsite_prefetch *pf, const char *file, struct strlist *callees);
void prefetch_free(struct callsite_prefetch *pf);

#endif
