/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The whole audit's report, kept: when nothing an audit reads has changed
 * since one with the same options kept its report, the report is read
 * back and no index, rule, call-site round or caller search runs (a warm
 * audit of the whole tree with no change in seconds, not minutes).
 *
 * What it reads, as the key: this binary and this checkout's cocci/ and
 * checker/rcu/data/ (every file: the caller search reads tables the rules
 * do not), the rules' version of the result cache (rcache.h: spatch and
 * its options), the environment's RCUCHECK_ variables and $ARCH, the
 * audit's options, and the tree: for every .c and .h file the index
 * lists, and the Kbuild and Makefile of each of their directories and
 * those above (index/kbuild.c reads them), its size, modification and
 * change times and inode (what the index itself trusts: its mtime and
 * size), or that it is not there. A file replaced, touched, added or
 * removed is a new key: the audit runs as before, from the result cache.
 *
 * Not for --new-since's scratch tree (a new one each time).
 * $RCUCHECK_KEPT_REPORT=0 neither reads nor writes it (the result cache's
 * entries alone, as their tests want). One report per set of options and
 * environment, in
 * results/VERSION/reports/ of the result cache (replaced by the next
 * audit with those options); it carries the tree's key and a hash of its
 * text, and one that does not check out is ignored. It is kept only when
 * the tree's key is the same after the audit as before it.
 */
#ifndef RCUCHECK_AUDIT_RUNCACHE_H
#define RCUCHECK_AUDIT_RUNCACHE_H

#include <stdbool.h>
#include "audit/audit.h"
#include "lib/finding.h"
#include "lib/hash.h"
#include "lib/util.h"

struct runcache {
	bool on;
	char *path;			/* the report's file */
	char options[HASH_HEX];		/* all but the tree's, when the audit began */
	char tree[HASH_HEX];		/* the tree's key when the audit began */
};

/*
 * The keys of the audit @o of the files @files (tindex_list_files()); off
 * under --no-cache.
 */
void runcache_open(struct runcache *rk, const struct audit_opts *o, const struct strlist *files);
/* True and @out and @st filled when a report is kept under the keys. */
bool runcache_get(struct runcache *rk, struct finding_list *out, struct audit_stats *st);
/* Keeps @out and @st, unless the tree's key changed while the audit ran. */
void runcache_put(struct runcache *rk, const struct audit_opts *o, const struct strlist *files,
		  const struct finding_list *out, const struct audit_stats *st);
void runcache_close(struct runcache *rk);

#endif
