/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The console-log parser: turns a kernel console log (serial output of a
 * QEMU boot, or any dmesg) into finding records. Every "WARNING:
 * suspicious RCU usage" becomes one record with file, line, message, the
 * locks lockdep lists as held and the backtrace; other lockdep reports,
 * sleeping in atomic context, WARN()s, BUGs, oopses and panics too; and
 * the exerciser's markers tell which sub-test was running and whether the
 * boot reached its end.
 */
#ifndef RCUCHECK_SPLAT_H
#define RCUCHECK_SPLAT_H

#include <stdbool.h>
#include "lib/finding.h"
#include "runtime/coverage.h"
#include "runtime/wl_outcome.h"

struct boot_summary {
	int nr_subtests;	/* from "begin N sub-tests"; -1 when not seen */
	int started, ended;	/* "start"/"end" markers seen */
	bool begun;		/* the exerciser printed "begin" */
	bool done;		/* the exerciser printed "done" */
	bool panic;		/* "Kernel panic - not syncing" seen */
	char *running;		/* "N name" of a sub-test started, never ended */
	char *last;		/* "N name" of the last sub-test that ended */
	/* "N name: why" of each sub-test that could not reach its code ("skip") */
	struct strlist skipped;
	/* the patched functions' calls the exerciser counted (its cover/hits markers) */
	struct coverage cov;
	/* what became of each generic workload (stress-ng, a system call) */
	struct wl_outcomes workloads;
};

/*
 * Parses @text (the whole log). Findings are appended to @out; @logname
 * names the log in records that have no source location. When
 * @expect_exerciser, a log without the exerciser's "done" marker adds a
 * "boot-incomplete" finding.
 */
void splat_parse(const char *text, const char *logname, bool expect_exerciser,
		 struct finding_list *out, struct boot_summary *sum);
void boot_summary_free(struct boot_summary *sum);

/*
 * The functions that freed the object of KASAN's report @f, innermost
 * first, as its message keeps them ("; freed by task N: a <- b"), into
 * @out; none for another report.
 */
void splat_kasan_freed(const struct finding *f, struct strlist *out);

#endif
