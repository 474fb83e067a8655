/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The caller search's results as records that can cross a process: a
 * warm audit with a second core searches half the accesses in a forked
 * child (lib/forked.h), which hands back each search's finding and the
 * counts of its part as JSON lines; the parent puts both halves in one
 * order, the one a single process uses too, so that what the report
 * keeps does not depend on where a search ran.
 */
#ifndef RCUCHECK_AUDIT_SEARCHPART_H
#define RCUCHECK_AUDIT_SEARCHPART_H

#include <stdbool.h>
#include <stddef.h>
#include "lib/finding.h"
#include "tree/spatch_cover.h"

/* What one search left for the report. */
struct search_result {
	size_t from;	/* its access's search: the index among the first searches */
	unsigned k;	/* 0: that search; N: the Nth one it started from a caller off its chain */
	bool cut, secondary, has;
	struct finding f;	/* when @has */
};

struct search_results {
	struct search_result *v;
	size_t n, alloc;
};

/* What a part of the search adds to the audit's counts. */
struct search_part_stats {
	size_t protected_by_callers, unresolved_calls;
	size_t runs, files_run, pairs_cached, pairs_run, pairs_text;
	int rounds;
	struct spatch_cover cover;	/* the call-site rule's */
	struct strlist timeouts;
};

/* A new record at the end of @r, zeroed. */
struct search_result *search_result_new(struct search_results *r);
/* The one order: the first searches by index, then the ones they started, by (from, k). */
void search_results_sort(struct search_results *r);
/* Drops the records from @n on, with their findings (those not handed over: has still set). */
void search_results_truncate(struct search_results *r, size_t n);
/* Frees the findings of the records not handed over (has still set) and the table. */
void search_results_free(struct search_results *r);

/* @r and @st as JSON lines, appended to @out. */
void search_part_encode(const struct search_results *r, const struct search_part_stats *st,
			struct strbuf *out);
/* Lines of search_part_encode() appended to @r and @st. 0, or -1 (nothing said). */
int search_part_decode(const char *text, struct search_results *r, struct search_part_stats *st);
void search_part_stats_free(struct search_part_stats *st);

#endif
