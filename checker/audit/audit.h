/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The spatch audit: Coccinelle rules (cocci/) find the RCU accesses a
 * function does not protect itself; the whole-tree call index finds its
 * callers; the call-site rule says which callers protect the call. An
 * access becomes a finding only when a chain of unprotected calls reaches
 * it from a root: a system call (default tier), an exported function or
 * a lock-as-RCU-substitute (default tier when the chain shows a mistaken
 * lock), or only a function pointer / no known caller (lower tier).
 */
#ifndef RCUCHECK_AUDIT_H
#define RCUCHECK_AUDIT_H

#include <stdbool.h>
#include "lib/finding.h"
#include "lib/util.h"
#include "tree/spatch_cover.h"

struct access_set;

struct audit_opts {
	const char *root;		/* the tree, read only */
	const char *index_path;		/* the saved call index; NULL: in memory */
	struct strlist paths;		/* report only under these (relative) */
	bool since;			/* only_files holds --since's changes */
	struct strlist only_files;	/* --since: files changed (relative) */
	int jobs;
	unsigned shard, shards;		/* --shard I/N; shards 0: the whole */
	bool no_cache;			/* --no-cache: the result cache unread, unwritten */
	bool no_kept_report;		/* a scratch tree's audit: no report kept (runcache.h) */
	bool sleep_only;		/* --sleep-only: the sleep rules alone (audit/sleep.h) */
	bool flavor_only;		/* --flavor-only: rcu-flavor-mismatch alone (audit/flavor.h) */
	bool no_lifecycle;		/* --no-lifecycle: without the update side's and the sleep rules (run by default) */
	/*
	 * Accesses found by another engine (rcucheck link: sparse-rcu's needs
	 * at the top of a chain the facts end): searched up the tree's index
	 * in place of the rules' (no rules, no lifecycle rules run). Borrowed.
	 */
	const struct access_set *seeds;
};

/* Counts for the summary lines. */
struct audit_stats {
	size_t files_indexed, files_checked, files_prefiltered, accesses,
	       dropped_opaque, protected_by_callers, unresolved_calls,
	       call_runs, call_files, spatch_runs, searches_cut;
	/*
	 * The result cache (rcache.h): (rule, file) pairs and (file, callee)
	 * call-site questions answered from it, and given to spatch.
	 */
	bool cache_on;
	bool report_kept;		/* the whole report from the cache (runcache.h) */
	size_t rule_files_cached, rule_files_run, calls_cached, calls_run, cache_corrupt;
	size_t files_parsed;		/* of files_prefiltered, by spatch (the others: cached) */
	struct spatch_cover cover;	/* what spatch read, in either phase */
	struct strlist timeouts;
	double seconds_index, seconds_rules, seconds_callers;
};

/* Tier names, as printed and as --tier takes them (chain_tier_name()). */
#define TIER_DEFAULT "default"
#define TIER_LOWER "lower"

/* 0 and the findings (each with ->tier set), or -1 after error(). */
int audit_run(const struct audit_opts *o, struct finding_list *out,
	      struct audit_stats *st);
void audit_stats_free(struct audit_stats *st);
/*
 * Drops the rcu-callee findings of @out (from index @first) whose call
 * another finding's chain already passes through: that chain reports the
 * same unprotected call. The audit does it; "rcucheck merge" again over
 * the shards' reports, so that the merge is the unsharded report.
 */
void audit_drop_callee_repeats(struct finding_list *out, size_t first);

#endif
