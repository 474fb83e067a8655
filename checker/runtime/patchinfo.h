/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What a patch touches, read from its text before it is applied: its
 * subject, the files it changes, and (once applied) the functions its
 * changed lines sit in. Validation uses it to pick the objects to sparse
 * and build, the Kconfig symbols they need, and the lockdep splats that
 * belong to this patch's sites.
 */
#ifndef RCUCHECK_PATCHINFO_H
#define RCUCHECK_PATCHINFO_H

#include "lib/util.h"

struct patch_file {
	char *path;		/* tree-relative, the new name ("b/" side) */
	bool deleted;		/* +++ /dev/null */
	/* New-file line numbers of changed lines ('-' lines: where they were). */
	int *lines;
	size_t nlines;
	/* The same in the old file's numbering (before the patch). */
	int *old_lines;
	size_t nold;
};

struct patchinfo {
	char *name;		/* file name of the patch */
	char *subject;		/* without "[PATCH n/m]" */
	struct patch_file *files;
	size_t nfiles;
	struct strlist functions;	/* normalised, see func_normalise() */
	/* The identifiers on its changed lines ('+' and '-'), each once. */
	struct strlist changed_words;
};

/* Parses @path. 0, or -1 after a one-line error (not a patch). */
int patchinfo_read(const char *path, struct patchinfo *pi);

/*
 * Fills pi->functions from the applied tree @worktree: the function
 * around each changed line of each touched C file.
 */
void patchinfo_functions(struct patchinfo *pi, const char *worktree);

/*
 * The same for the tree before @pi is applied (@worktree without it, its
 * old line numbers), added to @out: the functions a boot before the
 * patch is asked to count the calls of.
 */
void patchinfo_functions_before(const struct patchinfo *pi, const char *worktree,
				struct strlist *out);

void patchinfo_free(struct patchinfo *pi);

/*
 * One name for a function across its spellings: a system call's
 * __x64_sys_foo, __do_sys_foo, __se_sys_foo, __sys_foo and its
 * SYSCALL_DEFINEn(foo, ...) are all "foo" (the RCU model's
 * syscall-prefixes used for a name); compiler suffixes (.isra.0,
 * .constprop.0) go.
 */
char *func_normalise(const char *name);

#endif
