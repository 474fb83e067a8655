/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Running git. Every run passes the same safe options: no automatic gc
 * or maintenance, which git would leave running in the background, in a
 * base repository other rcucheck runs share.
 */
#ifndef RCUCHECK_GIT_H
#define RCUCHECK_GIT_H

#include "lib/proc.h"

/*
 * Runs "git ARGS..." (the arguments up to NULL) in @dir (NULL: here) with
 * the extra environment @env (may be NULL); its stdout and stderr are
 * appended to @out (may be NULL). git's exit status or PROC_*.
 */
int git(const char *dir, const char *const *env, struct strbuf *out, ...)
	__attribute__((sentinel));

/* The same with an argv-style @args (NULL-ended) and full proc_run() options. */
int git_run(const char *const args[], struct proc_opts *o, struct strbuf *out);

/*
 * Is @root the top of a git work tree? An enclosing repository's history
 * is not the tree's. The last answer is kept (callers ask per file).
 */
bool git_is_top(const char *root);

#endif
