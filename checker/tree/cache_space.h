/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Room in the cache for a step that writes a lot to it: a scratch worktree
 * or a kernel build. A full disk is said before the step, in one line
 * naming the way out (rcucheck cache --prune-work), not half-way through
 * a make as "No space left on device".
 */
#ifndef RCUCHECK_CACHE_SPACE_H
#define RCUCHECK_CACHE_SPACE_H

/*
 * What each step needs, measured on Debian's trees (ARCHITECTURE.md):
 * a 6.1 worktree holds 1.44 GB, a 6.12 one 1.64 GB; a tinyconfig build
 * directory 143-183 MB, an incremental rebuild writes a few MB.
 */
#define WORKTREE_NEED_MB 1700
#define BUILD_NEED_MB 400
#define REBUILD_NEED_MB 100

/* Free MiB of the filesystem holding @path (e.g. cache_dir()), or -1. */
long long cache_free_mb(const char *path);

/*
 * 0 when the filesystem of @path (the cache, a build directory) has @need_mb free
 * ($RCUCHECK_MIN_FREE_MB, when set, stands for every step's figure);
 * else -1 after a one-line error saying what @step needs.
 */
int cache_need_space(const char *path, const char *step, long long need_mb);

#endif
