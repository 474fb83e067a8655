/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Kernel trees and the cache that holds them. rcucheck never edits a
 * user's tree: it works in git worktrees of a base repository kept in the
 * cache (default ~/.cache/rcucheck, or $RCUCHECK_CACHE):
 *
 *   src/linux-source-<V>/   Debian's packaged tree of version V (6.1,
 *                           6.12: tree/kver.h), extracted once, one base
 *                           commit tagged rcucheck-base
 *   src/user-<hash>/        a scratch clone (or copy) of a user's tree
 *   work/<tree>-<name>/     scratch worktrees (series applied here)
 *   build/<tree>-<name>/    out-of-tree (O=) kernel builds
 *   index/<tree>.vN.tidx    saved call indexes (N: the format version)
 *   logs/                   console logs of boots
 *   locks/                  flock()s against concurrent runs
 *   run/                    per-run scratch files, named <what>-<pid>...
 *   tools/<tree>/           gen_init_cpio built from the packaged tree, for
 *                           kernel images built elsewhere
 *
 * <tree> names the version ("linux-source-6.12", "user-<hash>"), so
 * nothing one version left is taken for another's.
 */
#ifndef RCUCHECK_KTREE_H
#define RCUCHECK_KTREE_H

#include <stdbool.h>
#include "lib/util.h"
#include "tree/kver.h"

#define BASE_TAG "rcucheck-base"

struct ktree {
	char *name;	/* "linux-source-6.1", "user-1a2b3c4d" */
	char *repo;	/* base repository in the cache */
	char *origin;	/* the user's tree, or the tarball */
};

/* The cache root, created on first use. */
const char *cache_dir(void);
/* $CACHE/<sub>/<name>, created (parents too) when @create. */
char *cache_path(const char *sub, const char *name, bool create);

/* Does @dir look like a Linux source tree? */
bool is_kernel_tree(const char *dir);

/*
 * Opens the base repository for @kdir (a user's tree; its version is read
 * from its Makefile and shown) or, when NULL, for the packaged tarball
 * (@tarball, NULL = that of kver_current()), extracting or cloning it into
 * the cache when needed. Dies with one line on bad input.
 */
void ktree_open(struct ktree *kt, const char *kdir, const char *tarball);

/*
 * A scratch worktree named @work at the base commit, created or reset
 * (only files that differ are rewritten, so builds stay incremental).
 * What a killed run left there (git lock files, a git am in progress) is
 * cleared. Takes cache_lock(ktree_key(kt, work)), held until exit, unless
 * the caller holds it already. Returns its path.
 */
char *ktree_worktree(struct ktree *kt, const char *work);
/* A git worktree's admin directory ("gitdir: " of @wt/.git, owned), or NULL. */
char *ktree_worktree_admin(const char *wt);

/*
 * Applies the *.patch files of @series (in name order, cover letter
 * skipped) with git am. 0, or -1 after a one-line error naming the patch.
 */
int ktree_apply_series(const char *worktree, const char *series);

/*
 * Applies one patch file with git am (3-way). 0, or -1 with *why set to
 * git's reason (owned); the worktree is left as it was.
 */
int ktree_apply_patch(const char *worktree, const char *patch, char **why);

/* The *.patch files of @series, sorted, cover letter left out. 0 or -1. */
int series_patches(const char *series, struct strlist *patches);

/*
 * Work names are per version: NAME of 6.1 and NAME of 6.12 are two
 * worktrees and two builds. For a verb that uses a build (boot) given no
 * --kver and no -C @kdir: when only one version has a kernel built for
 * @work, picks that version (and says so).
 */
void ktree_pick_version_of_build(const char *kdir, const char *work);

/* "<tree>-<work>": the key of a worktree's build and log directories. */
char *ktree_key(const struct ktree *kt, const char *work);

/*
 * The tree a read-only verb works on: -C @kdir as given (when
 * @need_kernel, it must look like a kernel tree), or the packaged one of
 * kver_current() in the cache. Dies with one line on bad input.
 */
char *ktree_read_root(const char *kdir, bool need_kernel);
/* The saved call index of @root ($CACHE/index/<tree>.vN.tidx; @packaged: kver_current()'s). */
char *ktree_index_path(const char *root, bool packaged);

/*
 * Exclusive lock on $CACHE/locks/<name>.lock, held until cache_unlock()
 * or exit; while another run holds it, says so and waits. The programs
 * the run starts inherit a second lock, <name>.busy: when a run was killed
 * (SIGKILL) and left them running, the next run stops them (SIGTERM, then
 * SIGKILL) before it goes on. Taking a lock this run holds counts it once
 * more. Returns a handle for cache_unlock().
 */
int cache_lock(const char *name);
void cache_unlock(int lock);

/* Removes $CACHE/run/ entries ("<what>-<pid>...") of runs that are gone. */
void cache_sweep_run(void);

#endif
