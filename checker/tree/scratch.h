/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The scratch worktrees in $CACHE/work/ (tree/ktree.h): listed with their
 * size and last use, and removed on request (rcucheck cache --prune-work).
 * Nothing removes them by itself: each is a kernel tree (1.4-1.7 GB) that
 * the next run with the same --work NAME resets instead of checking out.
 * A worktree's build directories ($CACHE/build/<key>, <key>-cfgHASH and
 * its .fragment: runtime/build.c, runtime/validate_config.c) go with it;
 * those whose worktree is gone are entries of their own.
 */
#ifndef RCUCHECK_SCRATCH_H
#define RCUCHECK_SCRATCH_H

#include <stdbool.h>
#include <time.h>

struct scratch {
	char *key;	/* its directory under work/: "<tree>-<name>" */
	char *tree;	/* "linux-source-6.1"; NULL when no base is known */
	char *name;	/* the --work NAME */
	char *path;	/* $CACHE/work/<key>; NULL: only build directories are left */
	char *base;	/* the base repository it was added to, or NULL */
	time_t last_use;
	long long bytes;	/* the worktree on disk, du-like; -1 when not measured */
	long long build_bytes;	/* its build directories, the same way */
	bool in_use;	/* its lock is held by a running rcucheck */
};

/*
 * The scratch worktrees of the cache, most recently used first, measured
 * when @sizes. Reads only: no lock file is created. Returns the count.
 */
size_t scratch_list(struct scratch **list, bool sizes);
void scratch_free(struct scratch *list, size_t n);

/*
 * Removes @s the way git knows of (git worktree remove --force on its
 * base, then git worktree prune), under its lock and its base's, and its
 * build directories. 0 done,
 * 1 skipped with a note (a running rcucheck holds it), -1 after an error.
 */
int scratch_remove(const struct scratch *s);

#endif
