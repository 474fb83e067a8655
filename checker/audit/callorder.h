/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The names each file calls from its functions (not from its macros, nor
 * at file scope), each once, in the order of their first call: what the
 * callee accesses' stage (audit.c) asks the index about a file's calls,
 * in the order it asks, without the file's full facts (tindex_file(), a
 * scan of its whole text: on a warm audit of 6.1, 29312 of them made
 * half that stage's CPU). The order is kept because the answers it asks
 * for are memoized with their recursion (index/needs.c): asked in
 * another order, a function reached through a cycle can be answered
 * differently.
 *
 * A file's list is indices into the index's table of the names it calls
 * (tindex_file_callee()), kept by the file's stamp (audit/prefcache.h) in
 * one table per tree, keyed by the tree and binary (the scanner decides
 * what a call is; another build's table is replaced):
 * used only while the stamp is the same, else made again from the file's
 * facts. A name the index's table lacks (an index older than the file)
 * makes no list: the file's facts are used. Off with the result cache.
 */
#ifndef RCUCHECK_AUDIT_CALLORDER_H
#define RCUCHECK_AUDIT_CALLORDER_H

#include <stdbool.h>
#include <stddef.h>
#include "audit/prefcache.h"
#include "audit/rcache.h"
#include "index/tindex.h"

struct callorder {
	struct prefcache pc;
	const char *root;
	size_t reused, made;	/* lists from the table, made from a file's facts */
};

void callorder_open(struct callorder *co, const struct rcache *rc, const char *root);
/*
 * File @id's (@path's) list into *@v (malloc'ed), *@n of them; false
 * when it cannot be made (then ask the file's facts).
 */
bool callorder_get(struct callorder *co, struct tindex *ti, const char *path, unsigned id,
		   unsigned **v, size_t *n);
/* Writes the table when a list was made; frees it. */
void callorder_close(struct callorder *co);

#endif
