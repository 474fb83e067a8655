/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The tree's readers the audit hands spatch, read back for the
 * prefilter (rules.c), so that a file that enters or ends a
 * reader only through them is given the rules that see it there:
 *   - $RCUCHECK_READERS, the read-side wrappers ("#define NAME(PARAMS)
 *     PRIMITIVE(ARGS)", index/readers.h), which spatch expands;
 *   - $RCUCHECK_READER_CALLS, the reader calls: "NAME\tEND\tFLAVOR", a
 *     function that returns inside a reader it began, and "-\tNAME\tFLAVOR",
 *     one that ends its caller's (index/releasers.h), whose calls the
 *     rules take as the reader's start and end ("lock" rows: a lock's).
 */
#ifndef RCUCHECK_AUDIT_LEARNED_H
#define RCUCHECK_AUDIT_LEARNED_H

enum learned_kind {
	LEARNED_WRAPPER,	/* @what: the primitive's call as the wrapper makes it */
	LEARNED_ENTERS,		/* @what: the flavor of the reader the function returns inside */
	LEARNED_ENDS,		/* @what: the flavor of the caller's reader the function ends */
	LEARNED_PAIR_END,	/* @what: the flavor of the reader a LEARNED_ENTERS function began, which @name ends */
	LEARNED_LOCK_RELEASE,	/* @what: "ARG\tLOCK", the caller's lock the function releases */
};

typedef void (*learned_fn)(enum learned_kind kind, const char *name, const char *what,
			   void *arg);

/* Calls @fn for each row of the two files (none when the audit wrote none). */
void learned_readers_each(learned_fn fn, void *arg);

#endif
