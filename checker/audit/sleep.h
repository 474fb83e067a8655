/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Sleeping in a reader, and waiting in one's own: cocci/rcu_sleep.cocci
 * prints every call made inside a section that must not sleep (an RCU
 * reader of any flavor but SRCU, preemption, interrupts or bottom halves
 * off, a spinlock held) and every grace-period wait inside an SRCU
 * reader; this decides, with the RCU model and the tree's own functions
 * (index/sleepers.h), which of them sleep, and makes the findings:
 * rcu-sleep-in-reader, and rcu-sync-in-reader for synchronize_rcu()
 * inside an RCU reader or synchronize_srcu(s) inside s's reader.
 */
#ifndef RCUCHECK_AUDIT_SLEEP_H
#define RCUCHECK_AUDIT_SLEEP_H

#include "audit/rules.h"
#include "audit/rcache.h"
#include "index/tindex.h"
#include "lib/forked.h"
#include "lib/finding.h"

/* One "rcucheck sleep" fact: a call inside a section. */
struct sleep_fact {
	char *file, *function, *callee, *kind, *held, *args;
	int line, col, enter_line;
};

/* Parse one "rcucheck\tsleep\t..." line; false if it is not one. */
bool parse_sleep_fact(const char *line, struct sleep_fact *s);
void sleep_fact_free(struct sleep_fact *s);

/* What the rule's selection of files is made of. */
struct sleep_ahead_args {
	const char *root;
	const struct strlist *files;
	struct tindex *ti;
	const struct audit_shard *shard;
	struct rcache *rc;
};

/*
 * The selection made ahead, in a child process beside the caller search
 * (lib/forked.h): which files the rule is asked about is a question of the
 * index alone, 6 s of a warm whole-6.12 audit's 35 on one core.
 */
struct sleep_ahead {
	struct sleep_ahead_args args;
	struct forked child;	/* none running: the parent makes the selection */
};

/*
 * Starts the selection over @files in a child; with none made
 * audit_sleep_run() makes it itself. Its arguments must stay as
 * they are until then: the child reads them as they were at the fork, the
 * parent's audit_sleep_run() gets the same.
 */
void audit_sleep_select_ahead(struct sleep_ahead *ah, const char *root,
			      const struct strlist *files, struct tindex *ti,
			      const struct audit_shard *shard, struct rcache *rc);
/* Ends the child of @ah (may be NULL) if it still runs. */
void audit_sleep_ahead_abandon(struct sleep_ahead *ah);

/*
 * Runs the rule over the files of @files (relative to @root) that
 * contain one of its tokens, @shard's only, and appends its findings to
 * @out; what spatch skipped and timed out on goes to @st. What spatch
 * printed for a file is kept in the result cache @rc as the access
 * rules' is. The selection of files is @ahead's when it made one with
 * the same arguments (may be NULL). 0, or -1 after error().
 */
int audit_sleep_run(const char *root, const struct strlist *files, int jobs,
		    struct tindex *ti, const struct audit_shard *shard, struct rcache *rc,
		    struct sleep_ahead *ahead, struct finding_list *out, struct rules_stats *st);

#endif
