/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Work done in a forked child beside the parent's own, its answer read
 * back as text: on a machine of two cores a warm audit's stages that do
 * not depend on each other run at once (the sleep rule's selection beside
 * the caller search). The child sees the parent's memory as it was at the
 * fork and changes nothing of the parent's; it must not write anything the
 * parent also writes. With $RCUCHECK_FORKED_FAIL set every child fails at
 * once, so that the parents' way back (doing the work themselves) is tested.
 */
#ifndef RCUCHECK_LIB_FORKED_H
#define RCUCHECK_LIB_FORKED_H

#include <stdbool.h>
#include <sys/types.h>
#include "lib/util.h"

struct forked {
	pid_t pid;	/* 0: none running */
	int fd;		/* the child's text */
};

/* The child's work: its answer into @out; false when it failed. */
typedef bool (*forked_fn)(void *arg, struct strbuf *out);

/*
 * Runs @fn(@arg) in a child process. False when none could be made: the
 * caller does the work itself.
 */
bool forked_start(struct forked *f, forked_fn fn, void *arg);

/*
 * Waits for the child and puts its answer into @out. 0, or -1 when it
 * failed (died, or @fn said so): @out is then empty.
 */
int forked_collect(struct forked *f, struct strbuf *out);

/* Is a child started and not yet collected or abandoned? */
static inline bool forked_running(const struct forked *f)
{
	return f->pid != 0;
}

/* Ends a child whose answer is no longer wanted (nothing when none runs). */
void forked_abandon(struct forked *f);

#endif
