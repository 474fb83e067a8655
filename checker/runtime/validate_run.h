/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The state of one validate run, shared by the engine (validate_series.c),
 * its configuration (validate_config.c) and its steps (validate_steps.c).
 */
#ifndef RCUCHECK_VALIDATE_RUN_H
#define RCUCHECK_VALIDATE_RUN_H

#include <stdbool.h>
#include "runtime/kbuild.h"
#include "runtime/qemu.h"
#include "runtime/subtests.h"
#include "runtime/validate.h"
#include "runtime/workload.h"
#include "lib/finding.h"
#include "lib/util.h"

struct run {
	const char *series, *base_series;
	/* The last sparse run of the current tree state: its objects, warnings. */
	struct strlist last_objs, last_warnings;
	bool plan, sparse;
	/* An error that is not a patch's (no QEMU, a full disk): said, run stopped. */
	bool failed;
	struct strlist checkers;
	struct kbuild kb;
	struct boot_opts bo;
	struct subtest_map map;
	/* "N name: why" of the sub-tests the exerciser skipped in any boot of the run */
	struct strlist skipped;
	/* The run's workloads and oracle (each patch's part in its verdict). */
	struct workload_plan wp;
	struct strlist files;		/* what the initramfs holds beside /init */
	char *append;			/* --append and the workloads' words */
	/* The functions the next boot counts the calls of (normalised): the current patch's and the next one's, */
	struct strlist cover_fns;
	/* and what the boots before and after the current patch counted. */
	struct coverage cov_pre, cov_post;
	char *wt, *logdir, *image;
	struct patch_verdict *v;
	size_t n;
};

/* Is there room in the cache for a (@cold: first) build? 0, or -1 after an error. */
int validate_free_space(bool cold);

/* The symbols every touched object needs (printed with --plan). */
void validate_plan_symbols(struct run *r, const char *src, struct strlist *symbols);

/* Each patch's workloads and oracle from the tree @src into r->wp (printed with --plan). */
void validate_plan_workloads(struct run *r, const char *src);

/*
 * Configures r->kb for @symbols in a build directory of @key; the symbols
 * that cannot be enabled are dropped and the patches that needed them
 * marked 'not built'. 0, or -1 after a one-line error.
 */
int validate_configure(struct run *r, const char *key, struct strlist *symbols);

/* Builds the current tree; STEP_FAIL with *why (owned) when it does not. */
enum step validate_build(struct run *r, char **why);

/* Boots the current image as @name; its findings in @fl, its coverage in @cov. */
enum step validate_boot(struct run *r, const char *name, struct finding_list *fl,
			struct coverage *cov, char **why);

/* Patch @i: its steps and verdict, from the boot before it (@pre) into @post. */
void validate_patch(struct run *r, size_t i, struct finding_list *pre, struct finding_list *post);

#endif
