/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The files of a tree as they were at a revision, in a scratch directory
 * of the cache ($CACHE/run/<what>-<pid>/), for "audit --new-since REV".
 * Read from the tree's own repository without touching it: git reads
 * REV into an index file of ours and checks it out into our directory.
 */
#ifndef RCUCHECK_REVTREE_H
#define RCUCHECK_REVTREE_H

/*
 * @root (the top of a git work tree) as of @rev, in a new scratch
 * directory named for @what; its path (owned), or NULL after a one-line
 * error (not a git tree, no such revision).
 */
char *revtree_checkout(const char *root, const char *rev, const char *what);

/* Removes the directory revtree_checkout() made (and its index file). */
void revtree_remove(const char *dir);

#endif
