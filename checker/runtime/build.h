/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rcucheck build's engine: a PROVE_RCU kernel of a tree, built in a
 * scratch worktree of the cache with a patch series applied first. The
 * verb and the demo both call it.
 */
#ifndef RCUCHECK_BUILD_H
#define RCUCHECK_BUILD_H

#include "lib/util.h"

struct build_opts {
	const char *kdir;	/* the tree, or NULL: the packaged one */
	const char *tarball;	/* the packaged tree's tarball, or NULL: the default */
	const char *work;	/* the scratch worktree's name */
	const char *series;	/* applied first, or NULL */
	const struct strlist *fragments;	/* extra config fragments (absolute), or NULL */
	int jobs;		/* make -j, 0: the number of CPUs */
	bool partial_config;	/* fragment options that do not take are only named */
};

/*
 * Builds bzImage of the worktree @o->work (says so on stderr). Its path
 * (owned), or NULL after a one-line error: a series that does not apply,
 * a kernel that does not configure or build. The worktree's lock is
 * released on return.
 */
char *build_tree(const struct build_opts *o);

#endif
