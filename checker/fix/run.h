/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rcucheck fix's engine: findings in, the fix series out. The tree the
 * fixes are made on is read in place for a preview, else a scratch
 * worktree of the cache with a series applied first; the plans are made,
 * what needs a human is said, and the series is written (git
 * format-patch, cover letter) or previewed. The verb and the demo both
 * call it.
 */
#ifndef RCUCHECK_FIX_RUN_H
#define RCUCHECK_FIX_RUN_H

#include <stdbool.h>
#include "fix/msg.h"
#include "fix/style.h"
#include "lib/finding.h"

struct fix_run_opts {
	const char *kdir;	/* the tree, or NULL: the packaged one */
	const char *series;	/* applied first, or NULL */
	const char *outdir;	/* where the series goes; NULL: kernel-patches/fix-<tree> */
	const char *work;	/* the scratch worktree's name */
	const char *signoff;	/* "Name <mail>", or NULL: the tree's git config */
	bool no_signoff;	/* no Signed-off-by */
	bool want_signoff;	/* one from the git config, or an error */
	bool diff, whole;	/* preview on stdout: subjects and diffs, or whole patches */
	enum fix_style style;	/* rcu_read_lock() or guards (auto: as the code around does) */
	const struct fix_evidence *ev;	/* splats quoted in the patches */
	/*
	 * When set, adds the findings of the tree the fixes are made on
	 * (@root, with the series applied) to @fl. 0, or -1 after an error.
	 */
	int (*find)(const char *root, struct finding_list *fl, void *arg);
	void *find_arg;
};

/*
 * Fixes the findings @fl (plus what o->find adds). EXIT_CLEAN every
 * finding fixed, EXIT_FINDINGS some left out (said on stderr), or -1
 * after a one-line error. When a series was written, *@written is its
 * directory (absolute, owned), else NULL. The worktree's lock is released
 * on return.
 */
int fix_run(const struct fix_run_opts *o, struct finding_list *fl, char **written);

#endif
