/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The sparse step of validation: "make C=2 CHECK=<checker> dir/file.o"
 * on the objects a patch touches, before and after it, and the warnings
 * that are new. Warnings are compared without line and column, so code
 * that merely moved is not "new"; gcc's own warnings are left out (they
 * appear only when a file is recompiled, which happens after the patch
 * and not before).
 *
 * bin/sparse-rcu writes its records (RCU findings, sparse's __rcu
 * warnings) to a file beside each object, read back as records; only the
 * plain warnings of sparse, which have none, are read from make's log.
 */
#ifndef RCUCHECK_SPARSECHECK_H
#define RCUCHECK_SPARSECHECK_H

#include "runtime/kbuild.h"
#include "lib/util.h"

/* sparse-rcu's option that sends its records beside each object ... */
#define SPARSE_RCU_RECORDS_OPTION	"--rcu-records"
/* ... as JSON lines in DIR/.NAME.o.rcufindings, for the object DIR/NAME.o */
#define SPARSE_RECORDS_SUFFIX		".rcufindings"

/* The checkers to run: Debian's sparse, and bin/sparse-rcu when built. */
void sparse_default_checkers(struct strlist *checkers);

/*
 * Runs each of @checkers over @objects ("kernel/sys.o") in @kb, log in
 * @log. Appends the normalised warnings ("kernel/sys.c: warning: msg")
 * to @warnings: sparse's from the log, then a sparse-rcu's records.
 * 0, or -1 when make failed (*why: its first error line).
 */
int sparse_run(struct kbuild *kb, const struct strlist *checkers,
	       const struct strlist *objects, const char *log,
	       struct strlist *warnings, char **why);

/* Warnings of @after beyond those of @before (as multisets). */
void sparse_new(const struct strlist *before, const struct strlist *after,
		struct strlist *added);

/* An RCU warning: __rcu address spaces, lock context, rcu in the text. */
bool sparse_is_rcu(const char *warning);

/*
 * Whether the tree's Kconfig has CONFIG_SPARSE_RCU_POINTER (2.6.37 to
 * 4.x, where __rcu is only checked with it); 6.1 always checks __rcu.
 */
bool sparse_tree_has_rcu_pointer(const char *src);

#endif
