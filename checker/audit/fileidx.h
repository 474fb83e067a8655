/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A file's facts looked up by name, for the caller search: its calls of a
 * name, its first function of a name, and whether a function takes a lock
 * or reader (its body, or a call of a read-side wrapper). Each a pure
 * function of the index, built once per file and index (tindex_serial())
 * the first time a search asks: the search compared the name it wanted
 * with every call and function of the file, for every question.
 */
#ifndef RCUCHECK_FILEIDX_H
#define RCUCHECK_FILEIDX_H

#include <stdbool.h>
#include <stddef.h>
#include "index/cindex.h"
#include "index/tindex.h"
#include "lib/util.h"

/* The indexes into file @y's calls of its calls of @callee, in order; *@n of them. */
const unsigned *fileidx_calls_of(struct tindex *ti, unsigned y, const char *callee, size_t *n);
/* File @y's first function (or macro) named @name, or NULL. */
const struct cfunc *fileidx_func(struct tindex *ti, unsigned y, const char *name);
/*
 * Does function @k of file @y take a lock or reader: by its body, or by
 * calling one of @wrappers (the tree's read-side wrappers, the same list
 * for the whole index) or of the model's calls that return in a reader?
 */
bool fileidx_takes_any(struct tindex *ti, unsigned y, int k, const struct strlist *wrappers);

#endif
