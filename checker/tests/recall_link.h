/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The recall corpus on the sparse side: bin/sparse-rcu under kbuild
 * (make C=2 CHECK=bin/sparse-rcu on single objects) and "rcucheck link"
 * on the facts it leaves beside them. One build directory of pristine
 * 6.1, configured x86_64 defconfig + every MANIFEST symbol + the corpus's
 * sparse.config; every file of the corpus is compiled and checked there
 * once (the pristine facts); then each injection alone: its worktree
 * reset, the patch applied, its files checked again, and link run on
 * their new facts with the pristine facts of every other corpus file.
 */
#ifndef RCUCHECK_RECALL_LINK_H
#define RCUCHECK_RECALL_LINK_H

#include <jansson.h>
#include "runtime/kbuild.h"
#include "tests/recall.h"

/* One injection on the sparse side. */
struct recall_link_case {
	enum recall_verdict verdict;
	bool blame_ok;		/* a matching record's chain starts at the blame site */
	bool in_pristine;	/* the pristine link has a matching record already */
	bool checked;		/* every file of the injection gave its facts */
	double seconds;		/* the checker's make and the link */
};

struct recall_link {
	struct kbuild kb;
	char *wt;			/* the worktree the build compiles */
	char *saved;			/* the pristine facts, copied out of the build */
	struct strlist objects;		/* every object of the corpus's files */
	struct strlist unchecked;	/* those that gave no facts (make failed) */
	json_t *pristine;		/* link's records on the pristine facts */
	double prepare_seconds;		/* configure + the pristine pass */
	struct recall_link_case *c;	/* per injection of the corpus */
};

/*
 * Configures the build (once: kbuild keeps its stamp) and runs the
 * pristine pass. 0, or -1 after a one-line error (bin/sparse-rcu not
 * built, the config did not take).
 */
int recall_link_prepare(struct recall_link *rl, struct recall_corpus *rc, struct ktree *kt,
			const char *work);

/*
 * Each injection alone (of those @only marks, in step with rc->c; NULL:
 * all), as the spatch side does; sets rl->c[].
 */
void recall_link_run_each(struct recall_link *rl, struct recall_corpus *rc, struct ktree *kt,
			  const char *work, const bool *only);

void recall_link_free(struct recall_link *rl);

#endif
