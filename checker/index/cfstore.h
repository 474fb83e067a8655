/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A file's full facts (cindex.h's cfile, call sites included) kept
 * between runs by the file's stamp, so that tindex_file() reads them back
 * instead of scanning the file's text again: on a warm whole-6.12 audit a
 * quarter of the CPU went to scanning, once per process, each file whose
 * facts a question needed (mostly the callees' definitions).
 *
 * A store is for one tree and binary (the scanner decides what a fact
 * is; the caller's @key says both): a header with the key, then one
 * record per file: its path, its stamp (lib/util.h's file_stamp(): size,
 * times, inode), a checksum and the facts encoded. A record is used only
 * while the file's stamp is the same and its checksum and encoding check
 * out, else the file is scanned and its record made again. A store of
 * another key, or one whose header does not check out, is ignored (every
 * file scanned) and written anew. The records a run made are appended;
 * the store is written whole (under a temporary name, then renamed) when
 * it was not this key's or what they replace would be half of it.
 *
 * A kept index has its store beside it, filled by its own scan
 * (index/tindex.h's tindex_open()): the audit of its tree scans no file
 * twice.
 */
#ifndef RCUCHECK_INDEX_CFSTORE_H
#define RCUCHECK_INDEX_CFSTORE_H

#include <stdbool.h>
#include <stddef.h>
#include "index/cindex.h"
#include "lib/util.h"

struct cfstore;

/* The store at @path (created at close when missing) for @key (a string without newline). */
struct cfstore *cfstore_open(const char *path, const char *key);
/*
 * The store at @path for tree @root as this binary scans it (the key made
 * of both); NULL when the binary cannot be read.
 */
struct cfstore *cfstore_open_tree(const char *path, const char *root);
/*
 * Where the index at @index_path (a file name ending ".tidx", or any)
 * keeps its files' facts: beside it, the same name ending ".facts".
 */
char *cfstore_path_beside(const char *index_path);
/* No record was read back: the store was missing, of another key, or did not check out. */
bool cfstore_is_new(const struct cfstore *st);
/* @path's facts into @out (zeroed first) when its record has stamp @stamp and checks out. */
bool cfstore_get(struct cfstore *st, const char *path, const char *stamp, struct cfile *out);
/* Keeps @cf as @path's facts under @stamp. */
void cfstore_put(struct cfstore *st, const char *path, const char *stamp, const struct cfile *cf);
/* Records read back, records made (by cfstore_put()). */
void cfstore_counts(const struct cfstore *st, size_t *reused, size_t *made);
/* Appends the records made, or writes the store whole (an error is reported, not fatal); frees it. */
void cfstore_close(struct cfstore *st);

/* @cf encoded, appended to @out; and decoded back (false when @len bytes at @p are not one). */
void cfile_encode(const struct cfile *cf, struct strbuf *out);
bool cfile_decode(const unsigned char *p, size_t len, struct cfile *out);

#endif
