/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rcucheck validate's engine: boot-validates every patch of a series. In
 * a scratch worktree (the user's tree is never written), the base is
 * built and booted once; then for each patch in order: git am, sparse
 * (make C=2) on the touched objects before and after, an incremental
 * build of the same out-of-tree directory, a boot with the exerciser, and
 * the lockdep findings at the patch's sites compared with the boot before
 * it. The verb and the demo both call it.
 */
#ifndef RCUCHECK_VALIDATE_SERIES_H
#define RCUCHECK_VALIDATE_SERIES_H

#include <stdbool.h>
#include "runtime/qemu.h"
#include "runtime/validate.h"
#include "lib/util.h"

struct validate_opts {
	const char *kdir;	/* the tree, or NULL: the packaged one */
	const char *tarball;	/* the packaged tree's tarball, or NULL: the default */
	const char *work;	/* the scratch worktree's name */
	const char *series;	/* the series validated */
	const char *base_series;/* applied first, or NULL */
	bool sparse;		/* the sparse step */
	const struct strlist *checkers;	/* its checkers, or empty: the default ones */
	const struct strlist *fragments;/* extra config fragments (absolute) */
	int jobs;		/* make -j, 0: the number of CPUs */
	struct boot_opts boot;	/* timeout, accel, append */
	bool workloads;		/* --workloads: stress-ng and the root system calls run */
	int workload_seconds;	/* stress-ng's --timeout, 0: the default */
};

/* What 'rcucheck validate' runs with when no option says otherwise. */
#define VALIDATE_DEFAULT_TIMEOUT 120.0
#define VALIDATE_OPTS_INIT { .work = "validate", .sparse = true, \
			     .boot = { .timeout = VALIDATE_DEFAULT_TIMEOUT, .accel = "auto" } }

/* The verdicts of a run and what its report names. */
struct validate_result {
	const char *series, *base_series;
	struct patch_verdict *v;
	size_t n;
	char *tree;		/* the tree's name, "linux-source-6.1" */
	char *sparse;		/* the checkers, and how __rcu was checked */
	double start;		/* now_seconds() when the run began */
};

/*
 * Validates @o->series into @res (to be freed with validate_result_free()
 * whatever the result). 0, or -1 after a one-line error: bad series, a
 * base that does not build, no QEMU, a full disk. The worktree's lock is
 * released on return.
 */
int validate_series(const struct validate_opts *o, struct validate_result *res);

/* --plan: each patch's files, objects and CONFIG_ symbols on stdout. 0 or -1. */
int validate_plan(const struct validate_opts *o);

/*
 * The table (or JSON lines) on stdout, then the time taken on stderr.
 * EXIT_FINDINGS when a patch failed, else EXIT_CLEAN.
 */
int validate_result_print(const struct validate_result *res, bool json);

void validate_result_free(struct validate_result *res);

#endif
