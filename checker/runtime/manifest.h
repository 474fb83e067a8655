/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The manifest of a bug-injection series (testcases/kernel/<series>/
 * MANIFEST): one line per injected RCU access, with the exerciser
 * sub-test that reaches it at run time, or why none can.
 *
 *   # patch file line function access held trigger...
 *   0001 kernel/sys.c 173 set_one_prio_perm __task_cred(p) tasklist_lock 1 setpriority-process
 *   0002 kernel/signal.c 1521 kill_as_cred_perm __task_cred(target) tasklist_lock none: why
 */
#ifndef RCUCHECK_MANIFEST_H
#define RCUCHECK_MANIFEST_H

#include <stdbool.h>
#include <stddef.h>

struct injected {
	char *patch, *file, *function, *access, *held;
	int line;
	int subtest;		/* 0 when there is no runtime trigger */
	char *trigger;		/* "1 setpriority-process" or "none: reason" */
};

struct manifest {
	struct injected *v;
	size_t n;
};

/* 0, or -1 after a one-line error naming the file and line. */
int manifest_read(const char *path, struct manifest *m);
void manifest_free(struct manifest *m);

#endif
