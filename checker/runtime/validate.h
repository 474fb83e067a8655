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
	OUTCOME_PASS,		/* every step passed */
	OUTCOME_UNPROVEN,	/* passed what ran, but no runtime proof */
	OUTCOME_FAIL,
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
	char *not_run;			/* "13 usb-async-urb: why" skipped, or NULL */
	/* The workloads and oracle chosen for it (runtime/workload.h). */
	struct workload_patch wl;
	/* Which report judged its site: "lockdep-RCU", "KASAN", or NULL (none). */
	const char *oracle;
	char *oracle_report;		/* the first report at its site, one line */
	double seconds;
	enum outcome outcome;
	char *why;			/* one line: the verdict in words */
};

/*
 * Does finding @f belong to a site of @pi: in one of its files, and in one
 * of its functions or called through one of them?
 */
bool finding_at_patch(const struct finding *f, const struct patchinfo *pi);

/*
 * Fills the runtime part of @v from the boots before (@pre) and after
 * (@post) the patch, the sub-test map, and the sub-tests the exerciser
 * skipped in this run's boots (@skipped, "N name: why").
 */
void validate_runtime(struct patch_verdict *v, const struct finding_list *pre,
		      const struct finding_list *post, const struct subtest_map *map,
		      const struct strlist *skipped);

/* Sets v->outcome and v->why from the steps. */
void validate_decide(struct patch_verdict *v);

void validate_print_text(FILE *out, struct patch_verdict *v, size_t n, const char *title);
/* @sparse: which checkers ran and how __rcu was checked, for the summary. */
void validate_print_json(FILE *out, struct patch_verdict *v, size_t n, double seconds,
			 const char *sparse);
/* "3 patches: 2 passed, 1 unproven (no runtime trigger), 0 failed" (owned). */
char *validate_summary(struct patch_verdict *v, size_t n);

void patch_verdict_free(struct patch_verdict *v);

#endif
