/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The one finding record every producer emits: Coccinelle rules, the
 * sparse checker, the lockdep console parser.  Printed as a compiler-style
 * line or as one JSON object a line (lib/json.h: keys, reading it back).
 */
#ifndef RCUCHECK_FINDING_H
#define RCUCHECK_FINDING_H

#include <stdio.h>
#include "lib/util.h"

struct finding {
	char *tool;		/* "lockdep", "spatch", "sparse-rcu", ... */
	char *rule;		/* "rcu-suspicious", "kernel-panic", ... */
	char *severity;		/* "warning" or "error" */
	char *file;		/* source file, or the log when there is none */
	int line, col;
	char *function;		/* where the access is */
	char *access;		/* the expression, when known */
	char *flavor;		/* rcu, bh, sched, srcu; NULL when unknown */
	struct strlist held;	/* what was held instead of the reader */
	struct strlist chain;	/* callers, innermost first */
	char *confidence;	/* certain, high, moderate, low: rcu/confidence.h */
	char *message;
	/* Runtime only: exerciser sub-test running at the time, log line. */
	char *subtest;
	int log_line;
	/*
	 * Runtime only: the kernel's release as the report prints it
	 * ("5.9.0-rc3"), and its architecture as the trace shows it
	 * ("s390"); NULL when the report does not say.
	 */
	char *kernel;
	char *arch;
	/* Static only: "default" or "lower", and what the chain starts from. */
	char *tier;
	char *root;
	/*
	 * Static only: the first function up the chain that should have
	 * taken the reader (the access's own, unless it needs its caller's),
	 * and where it makes the unprotected call or access ("file:line").
	 */
	char *blame;
	char *blame_site;
	/*
	 * Static reader findings: what the updaters of the object make of
	 * the access (not the SARIF level, which is severity above):
	 * "race" (a path reads without a reader and without the lock every
	 * updater holds), "lockdep-only" (the path holds that lock, or the
	 * object is never unlinked), "unknown" (no updater found). With it:
	 * the updaters' lock the path holds (lockdep-only), an update site
	 * ("register_ftrace_direct() kernel/trace/ftrace.c:5384"), and the
	 * sentence that says why.
	 */
	char *impact;
	char *impact_lock;
	char *impact_site;
	char *impact_why;
};

struct finding_list {
	struct finding *v;
	size_t n, alloc;
};

/* Appends a zeroed record and returns it. */
struct finding *finding_new(struct finding_list *fl);
/* Frees what @f holds (not @f itself: it lives in a list or a record of its own). */
void finding_free(struct finding *f);
void finding_list_free(struct finding_list *fl);
/* Frees record @i and closes the gap. */
void finding_list_remove(struct finding_list *fl, size_t i);

void finding_print_text(FILE *out, const struct finding *f);
/* One JSON object and a newline: finding_to_json(), printed by jsonl_print(). */
void finding_print_json(FILE *out, const struct finding *f);

#endif
