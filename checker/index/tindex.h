/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The whole-tree call index: for every identifier, the files that call
 * it, the functions (and function-like macros) that define it, whether
 * it is exported or used as a value. Built from cindex_scan() of every
 * .c and .h file in 6-10 seconds (6.1: 55,000 files, 1.2 GB, two CPUs),
 * saved in the cache and loaded in about one, so that "who calls this?"
 * costs a hash lookup, and only the few files that answer are ever
 * parsed by the exact tools.
 *
 * Call sites themselves are not kept (tens of millions): a caller's
 * file is re-scanned on demand by tindex_file(). Not thread-safe: use
 * one tindex from one thread (building uses threads of its own).
 */
#ifndef RCUCHECK_TINDEX_H
#define RCUCHECK_TINDEX_H

#include <stdbool.h>
#include <stddef.h>
#include "index/cindex.h"
#include "lib/util.h"

/* Bump when the saved format or what cindex_scan() finds changes. */
#define TINDEX_VERSION 25

struct tindex;

struct cfstore;

/*
 * Scans @files (paths relative to @root; *.c and *.h), with progress on
 * stderr. @store (NULL: none): where each file's full facts are put as
 * scanned, and tindex_file() reads them back (tindex_set_store()).
 */
struct tindex *tindex_build(const char *root, const struct strlist *files, struct cfstore *store);
/* 0, or -1 after error(). Written to a temporary file, then renamed. */
int tindex_save(const struct tindex *ti, const char *path);
/* NULL if missing, corrupt or of another format version. */
struct tindex *tindex_load(const char *path);
/* Re-scans these files (changed, added or deleted) in place; their facts to its store. */
void tindex_update(struct tindex *ti, const char *root, const struct strlist *files);
void tindex_free(struct tindex *ti);

/*
 * The index of @root, kept at @path: loaded when it is there and of
 * this root, brought up to date (files changed, added or deleted since,
 * by size and mtime), built when missing; saved when anything changed
 * (a failure to save is reported with error() and the index still
 * returned). @files: the tree's *.c and *.h (tindex_list_files()).
 * @store (NULL: none) is the index's facts store, beside it
 * (cfstore_path_beside()): the files scanned put their full facts
 * there, so that tindex_file() need not scan them again; when it holds
 * none of this binary's, every file is scanned again for it.
 */
struct tindex *tindex_open(const char *root, const struct strlist *files, const char *path,
			   struct cfstore *store);

/*
 * The *.c and *.h files of @root, relative and sorted: "git ls-files"
 * when it is a git work tree, else a directory walk (".git" and other
 * dot-directories skipped). 0, or -1 after error().
 */
int tindex_list_files(const char *root, struct strlist *files);

const char *tindex_root(const struct tindex *ti);
/*
 * The text of file @file of the tree, or NULL when it cannot be read.
 * The index keeps the last files asked for: the pointer holds at least
 * until the next call for another file.
 */
const char *tindex_file_text(struct tindex *ti, unsigned file);
/* The same text with comments and strings blanked (c_text_blanked()), kept as long. */
const char *tindex_file_code(struct tindex *ti, unsigned file);
/*
 * Lines @from..@to of file @file (from 1, the last one's newline
 * included): where they begin in tindex_file_text()'s text and their
 * length in *@len (0 when the file has none of them); NULL when the
 * file cannot be read.
 */
const char *tindex_file_lines(struct tindex *ti, unsigned file, int from, int to, size_t *len);
/*
 * Which index of this process @ti is (1, 2, ...): a key for memos kept
 * across calls, which an index's address is not (--new-since audits two
 * trees in one process, the second index may get the first's address).
 */
unsigned long tindex_serial(const struct tindex *ti);
/* File ids are stable: deleted files keep theirs (and index nothing). */
size_t tindex_nfiles(const struct tindex *ti);
const char *tindex_path(const struct tindex *ti, size_t file);
/* Is @path (relative) kernel code, not user space (tools/, samples/, scripts/, usr/, Documentation/)? */
bool tindex_kernel_file(const char *path);
/* The id of a relative path, or -1. */
long tindex_file_id(const struct tindex *ti, const char *path);

/* Files whose text calls @name (in a function or macro body), ids ascending. */
const unsigned *tindex_callers_files(const struct tindex *ti, const char *name, size_t *n);
/* Files where @name appears as a value (possible function pointer), ascending. */
const unsigned *tindex_refs_files(const struct tindex *ti, const char *name, size_t *n);

/* Definitions of @name: (file, cfunc) pairs; static ones only matter in their file. */
struct tdef {
	unsigned file;
	const struct cfunc *fn;
};
const struct tdef *tindex_defs(const struct tindex *ti, const char *name, size_t *n);
bool tindex_is_exported(const struct tindex *ti, const char *name);
/*
 * May definition @k of @d (tindex_defs()) be the one a call from the
 * file @from means? One in @from itself; else (none there) a header's
 * definition under include/ (any arch's) or in a directory of @from's
 * path, or below its own ("../iwl-trans.h", "mt76.h" of mt7915/mac.c),
 * and a function that is not static, unless such a driver header of
 * the name (not include/'s) says the call is its own and the function
 * lies outside that header's directory: dprintk() and other common
 * names are defined in many drivers' headers, each for its own files
 * (rtl8180.h's and rtl8187.h's static rtl818x_ioread32(); mt76.h's
 * mt76_poll() macro and mt7601u's function). Who resolves a call by
 * name asks this: param_deref.c, sleepers.c.
 */
bool tindex_def_visible(const struct tindex *ti, const struct tdef *d, size_t nd, size_t k,
			const char *from);
/*
 * tindex_def_visible() of each of the @nd definitions, into @visible:
 * one pass over them, not one a definition (a name defined static in
 * hundreds of files made the sleep rule's selection quadratic in them).
 */
void tindex_defs_visible(const struct tindex *ti, const struct tdef *d, size_t nd,
			 const char *from, bool *visible);
/* Appears in some file's refs. */
bool tindex_is_referenced(const struct tindex *ti, const char *name);

/*
 * The struct a field call's base is a pointer to (ccall.type): the type
 * itself, or, for a base that is a member ("S->m", S "" when unknown),
 * the struct m is declared to point to in struct S's definition in the
 * tree (by m alone when S is unknown or not found, if every kernel struct
 * with a member m declares the same type): "file->f_op" is
 * "file_operations". NULL when not known.
 */
const char *tindex_call_type(struct tindex *ti, const char *type);

/* The saved functions of @file (no re-scan: no call sites), @n of them. */
const struct cfunc *tindex_funcs(const struct tindex *ti, size_t file, size_t *n);

/*
 * The names @file calls, each once, from the index's table (no re-scan:
 * what tindex_file()'s calls name, cheaply): how many, and the @k-th.
 */
size_t tindex_file_ncallees(const struct tindex *ti, size_t file);
const char *tindex_file_callee(const struct tindex *ti, size_t file, size_t k);
/*
 * The names @file's functions (not its macros, nor its file scope) call,
 * each once, in the order of their first call, as the @k of
 * tindex_file_callee(): *@n of them. What the callee accesses' stage asks
 * about a file, in the order it asks (audit/audit.c's calls_needy()),
 * without the file's full facts.
 */
const unsigned *tindex_file_call_order(const struct tindex *ti, size_t file, size_t *n);

/*
 * The full facts of one file, call sites included: re-scanned from disk
 * on first use and cached until tindex_free() (or its update). A file
 * that is gone gives an empty cfile.
 */
const struct cfile *tindex_file(struct tindex *ti, size_t file);

/*
 * Where tindex_file() reads a file's facts back and keeps those it scans
 * (index/cfstore.h), NULL for none (the default); the caller keeps and
 * closes it, after the index's last use or with tindex_set_store(NULL).
 */
void tindex_set_store(struct tindex *ti, struct cfstore *store);

/*
 * The guard classes the tree defines (DEFINE_GUARD(), DEFINE_LOCK_GUARD_0/1(),
 * their _COND variants, DEFINE_CLASS(), EXTEND_CLASS()), one
 * "CLASS\tEFFECTS\tHELD" line each. EFFECTS: what its lock call does,
 * through the RCU model or the body of the tree's function of that name
 * (a variant's base class too): rcu, srcu, bh, preempt, irq, sleeps,
 * comma-separated, or "-". HELD: what it holds, written over the guard's
 * first argument "@" ("@", "&@->mutex"), or "-" when nothing of it.
 */
void tindex_guard_table(const struct tindex *ti, struct strbuf *out);

/*
 * The accessor macros' table as saved with the index (NULL: not computed
 * since the last change), and its setter (takes @table). What the table
 * is, and computing it: index/macros.h.
 */
const char *tindex_macros(const struct tindex *ti);
void tindex_set_macros(struct tindex *ti, char *table);

struct tindex_stats {
	size_t files;		/* present (deleted ones left out) */
	size_t bytes;		/* of their text, as last scanned */
	size_t funcs, macros;	/* definitions */
	size_t names;		/* interned identifiers */
	size_t call_names;	/* distinct callee names */
	size_t call_entries;	/* (callee, file) pairs */
};
void tindex_get_stats(const struct tindex *ti, struct tindex_stats *st);

/*
 * RCU update sites (cindex.h's cupdate), kept with the index so that a
 * whole-tree audit needs no second pass: where each object readers walk
 * is published, linked, unlinked or replaced, with the locks held there.
 */
struct tupdate {
	unsigned file;
	const char *func, *prim;
	const char *object, *node, *held, *gp;	/* NULL: none */
	const char *gps;	/* every wait and defer after it (cupdate's), NULL: none */
	int line;
};
struct tupdate_list {
	struct tupdate *v;
	size_t n, alloc;
};
/* The sites whose object or node key (index/objkey.h) is @key, appended to @out. */
void tindex_updates(const struct tindex *ti, const char *key, struct tupdate_list *out);
/* Every site of the tree, in file order, appended to @out. */
void tindex_all_updates(const struct tindex *ti, struct tupdate_list *out);

/* Read sites whose function says their flavor (cindex.h's cread). */
struct tread {
	unsigned file;
	const char *func, *prim;
	const char *object, *node;	/* NULL: none */
	const char *flavors;		/* "srcu:pmus_srcu|rcu" */
	int line;
};
struct tread_list {
	struct tread *v;
	size_t n, alloc;
};
/* Every read site of the tree, in file order, appended to @out. */
void tindex_all_reads(const struct tindex *ti, struct tread_list *out);

#endif
