/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The generic workloads and the oracle of a validate run, chosen per
 * patch: the stress-ng stressors of the classes its files belong to
 * (rcu/data/workload-dirs, workload-classes), a targeted call of the
 * system call its finding's chain starts from (the chain in its commit
 * message, numbered by the tree's arch/x86/entry/syscalls/syscall_64.tbl),
 * and KASAN instead of lockdep-RCU for a pointer used after its read-side
 * section ended (rcu/data/use-after-unlock-cues). One plan covers the
 * whole run: every boot of it runs the same workloads, so that a patch's
 * "before" and "after" boots are comparable.
 */
#ifndef RCUCHECK_WORKLOAD_H
#define RCUCHECK_WORKLOAD_H

#include <stdbool.h>
#include <stdio.h>
#include "runtime/patchinfo.h"
#include "lib/util.h"

/* Where the guest finds stress-ng, the same path as on the host. */
#define WORKLOAD_STRESS_NG "/usr/bin/stress-ng"
/* How long the stressors run together when no option says (seconds). */
#define WORKLOAD_DEFAULT_SECONDS 20
/* The guest's memory when it holds stress-ng or runs KASAN (MiB). */
#define WORKLOAD_MEMORY_MB 512
/* rcutree.rcu_unlock_delay= of a KASAN boot, in microseconds. */
#define WORKLOAD_UNLOCK_DELAY_US 100

/* What one patch gets. */
struct workload_patch {
	struct strlist classes;		/* "process (kernel/sys.c)" */
	struct strlist syscalls;	/* "setpriority (141)" */
	bool kasan;			/* judged by KASAN: a use after unlock */
	char *kasan_why;		/* the cue phrase found, or NULL */
};

/* What the run gets: the union over its patches. */
struct workload_plan {
	bool enabled;			/* --workloads: stress-ng and the syscalls run */
	int seconds;			/* stress-ng's --timeout */
	struct strlist stressors;
	struct strlist symbols;		/* the classes' CONFIG_ names, no prefix */
	struct strlist syscall_nrs;	/* "141" */
	/* targeted calls, "NAME NR ARG..." (rcu/data/syscall-calls), for the initramfs */
	struct strlist calls;
	struct strlist boot;		/* "lsm=smack" (rcu/data/workload-boot) */
	bool kasan;
};

/*
 * Adds the patch @pi, whose text is at @patch_path, to @wp and fills @one;
 * the system calls are looked up in the tree @src.
 */
void workload_add_patch(struct workload_plan *wp, struct workload_patch *one, const char *src,
			const char *patch_path, const struct patchinfo *pi);

/*
 * Adds the stressors and symbols of the class of the file @path (a
 * tree-relative path) to @wp: the class's name, or NULL when
 * rcu/data/workload-dirs gives @path none.
 */
const char *workload_add_file(struct workload_plan *wp, const char *path);

/*
 * Only the kernel command-line words the code of @path needs to run at
 * all (rcu/data/workload-boot: "lsm=smack"), into @wp->boot; part of
 * workload_add_file(), and the boot gets them with or without
 * --workloads.
 */
void workload_add_boot_words(struct workload_plan *wp, const char *path);

/*
 * The targeted call of a finding (confirm): the first system call on
 * its chain from the root down, then @function (names as the chain
 * spells them, innermost first, @chain), that rcu/data/syscall-calls
 * has a row for; numbered by the tree @src's syscall_64.tbl. Every row
 * of that call naming a function of the chain is added to @wp->calls
 * once, in the table's order (a setup call first: a trigger written
 * before the write that fires it), else its "-" row; its name, or NULL
 * when there is none.
 */
const char *workload_add_chain(struct workload_plan *wp, const char *src, const char *function,
			       const struct strlist *chain);

/*
 * @wp from lists given by hand (rcucheck boot): @stressors "fork,clone",
 * @syscalls "141,62" (either may be NULL), for @seconds. 0, or -1 after a
 * one-line error naming the bad word.
 */
int workload_plan_lists(struct workload_plan *wp, const char *stressors, const char *syscalls,
			int seconds);

/* "0001-x.patch: workload: ...; oracle ..." for --plan. */
void workload_print_patch(FILE *out, const char *name, const struct workload_patch *one);
/* The run's lines for --plan: stress-ng's command, fragments, boot words. */
void workload_print_plan(FILE *out, const struct workload_plan *wp);

/* The config fragments (absolute paths, appended to @frags) the plan needs. */
void workload_fragments(const struct workload_plan *wp, struct strlist *frags);
/* Kernel command-line words for the plan (owned, may be empty). */
char *workload_append(const struct workload_plan *wp);
/* Seconds the workloads may add to a boot, at most. */
double workload_boot_seconds(const struct workload_plan *wp);
/*
 * The host files the guest's initramfs needs beside the exerciser:
 * stress-ng and the shared libraries ldd names for it. 0, or -1 after a
 * one-line error (stress-ng not installed).
 */
int workload_files(const struct workload_plan *wp, struct strlist *files);

void workload_patch_free(struct workload_patch *one);
void workload_plan_free(struct workload_plan *wp);

#endif
