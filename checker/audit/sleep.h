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
#include "index/tindex.h"
#include "lib/finding.h"

/* One "rcucheck sleep" fact: a call inside a section. */
struct sleep_fact {
	char *file, *function, *callee, *kind, *held, *args;
	int line, col, enter_line;
};

/* Parse one "rcucheck\tsleep\t..." line; false if it is not one. */
bool parse_sleep_fact(const char *line, struct sleep_fact *s);
void sleep_fact_free(struct sleep_fact *s);

/*
 * Runs the rule over the files of @files (relative to @root) that
 * contain one of its tokens, @shard's only, and appends its findings to
 * @out; what spatch skipped and timed out on goes to @st. What spatch
 * printed for a file is kept in the result cache @rc as the access
 * rules' is. 0, or -1 after error().
 */
int audit_sleep_run(const char *root, const struct strlist *files, int jobs,
		    struct tindex *ti, const struct audit_shard *shard, struct rcache *rc,
		    struct finding_list *out, struct rules_stats *st);

#endif
