/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The verdict of boot-validating one patch of a series, and how it is
 * decided and printed (a text table, or JSON lines). cmd_validate.c runs
 * the steps; this file only judges and reports them.
 */
#ifndef RCUCHECK_VALIDATE_H
#define RCUCHECK_VALIDATE_H

#include <stdbool.h>
#include <stdio.h>
#include "lib/finding.h"
#include "runtime/coverage.h"
#include "runtime/patchinfo.h"
#include "runtime/subtests.h"
#include "runtime/workload.h"
#include "lib/util.h"

enum step {
	STEP_NOT_RUN,	/* an earlier step or patch stopped the run */
	STEP_OK,
	STEP_FAIL,
	STEP_NONE,	/* nothing to do (e.g. no C file to sparse) */
};

enum outcome {
	OUTCOME_PASS,		/* every step passed; ran, splat before, none after */
	OUTCOME_UNPROVEN,	/* could not run: not built, not booted, skipped, not traceable */
	OUTCOME_FAIL,
	OUTCOME_RAN_CLEAN,	/* ran before and after, no splat either time */
	OUTCOME_UNREACHED,	/* traced, and never ran */
};

struct patch_verdict {
	struct patchinfo pi;
	enum step applies, sparse, builds, boots;
	char *apply_why, *build_why, *boot_why;
	/* Sparse: the warnings the patch adds (normalised), how many RCU. */
	struct strlist sparse_new;
	int sparse_rcu_new;
	/* Kconfig: why a touched object is not in this kernel, if it is not. */
	char *not_built;
	/* Runtime: findings at this patch's sites before and after it. */
	int before, after;
	struct strlist sites;		/* "kernel/sys.c:173 set_one_prio" */
	struct strlist new_elsewhere;	/* findings the patch brings elsewhere */
	char *exercised;		/* "1 setpriority-process", or NULL */
	const char *exercised_by;	/* "coverage", "splat", "map" or NULL */
	char *not_run;			/* "13 usb-async-urb: why" skipped, or NULL */
	/* The workloads and oracle chosen for it (runtime/workload.h). */
	struct workload_patch wl;
	/* Which report judged its site: "lockdep-RCU", "KASAN", or NULL (none). */
	const char *oracle;
	char *oracle_report;		/* the first report at its site, one line */
	/* Coverage: did the patched functions run in the boot before / after it? */
	struct patch_cover {
		enum cover_state state;
		long hits;
		struct strlist ran_in;	/* "N name" of the sub-tests that called them */
		/*
		 * ran by a splat at the patch's site, not by the counts (a
		 * step that never ended, a deadlock killed at the timeout,
		 * prints none): hits not counted
		 */
		bool by_splat;
	} cov_before, cov_after;
	struct strlist not_traceable;	/* "function: why" */
	char *unmeasured;		/* why coverage is unknown, or NULL */
	double seconds;
	enum outcome outcome;
	char *why;			/* one line: the verdict in words */
};

/*
 * Does finding @f belong to a site of @pi: in one of its files, and in one
 * of its functions or called through one of them?
 */
bool finding_at_patch(const struct finding *f, const struct patchinfo *pi);

/* The findings and the coverage of one boot. */
struct boot_view {
	const struct finding_list *fl;
	const struct coverage *cov;
};

/*
 * Fills the runtime part of @v from the boots before (@pre) and after
 * (@post) the patch, the sub-test map, and the sub-tests the exerciser
 * skipped in this run's boots (@skipped, "N name: why").
 */
void validate_runtime(struct patch_verdict *v, struct boot_view pre, struct boot_view post,
		      const struct subtest_map *map, const struct strlist *skipped);

/* Sets v->outcome and v->why from the steps. */
void validate_decide(struct patch_verdict *v);

/* "PASS", "RAN-CLEAN", "UNREACHED", "UNPROVEN", "FAIL" */
const char *validate_outcome_word(enum outcome o);

void validate_print_text(FILE *out, struct patch_verdict *v, size_t n, const char *title);
/* @sparse: which checkers ran and how __rcu was checked, for the summary. */
void validate_print_json(FILE *out, struct patch_verdict *v, size_t n, double seconds,
			 const char *sparse);
/* "3 patches: 1 passed (...), 1 ran clean, 1 unreached, 0 unproven (...), 0 failed" (owned). */
char *validate_summary(struct patch_verdict *v, size_t n);

void patch_verdict_free(struct patch_verdict *v);

#endif
