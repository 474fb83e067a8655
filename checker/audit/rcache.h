/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The result cache: what spatch printed for one file, kept under
 * $RCUCHECK_CACHE/results/ ($RCUCHECK_RESULTS when set: the bench's own)
 * so that the next audit parses again only the files that changed.
 *
 * An entry is what one rule printed for one file (its fact lines and the
 * lines it could not parse); for the call-site rule, what it printed for
 * each callee it was asked about in that file. It is keyed by
 *   - the rules' version, the directory's name: a hash of every file of
 *     cocci/ (the rules, the Python module, the macro files), of
 *     checker/rcu/data/ (the module's tables), of Coccinelle's standard.h,
 *     of "spatch --version" and the options every run is given, and of
 *     RCACHE_FORMAT (this binary's fact and entry format);
 *   - the tree's tables the rules read ($RCUCHECK_GUARDS, _READERS,
 *     _MACROS: guard classes, read-side wrappers and accessor macros the
 *     index learns from the whole tree, headers included);
 *   - the rule file, the file's path in the tree and a hash of its
 *     content.
 * spatch runs with --no-includes: what it prints for a file depends on
 * that file's text alone and on the tables, so a changed .c file is the
 * only one parsed again, and a header change re-parses nothing unless it
 * changes a table, which changes every key (everything is parsed again).
 * What the audit makes of the facts (callers, chains, the index) is
 * recomputed every run.
 *
 * Entries are written under a temporary name and renamed; each carries
 * its key and a hash of its text, and one that does not check out is
 * ignored with a warning and made again. Nothing is ever removed but by
 * "rcucheck cache --clear" or "--prune".
 */
#ifndef RCUCHECK_AUDIT_RCACHE_H
#define RCUCHECK_AUDIT_RCACHE_H

#include <stdbool.h>
#include <stdio.h>
#include "lib/hash.h"
#include "lib/strmap.h"
#include "lib/util.h"
#include "tree/spatch_cover.h"

/* The fact lines' and the entries' format: bump it when either changes. */
#define RCACHE_FORMAT 1

struct rcache {
	bool on;
	const char *root;		/* the tree */
	char *dir;			/* $CACHE/results/VERSION */
	char tables[HASH_HEX];		/* the tree's tables */
	struct strmap hashes;		/* path -> its content's hash */
	size_t stored, corrupt;		/* entries written, entries found corrupt */
};

/*
 * Opens the cache for the audit of @root, with the tables the rules are
 * given now (the environment); @on false (--no-cache): every lookup
 * misses and nothing is written.
 */
void rcache_open(struct rcache *rc, const char *root, bool on);
void rcache_close(struct rcache *rc);

/*
 * The hash of @path's content (relative to the root), memoized: @text
 * (@len bytes) when the caller has read it, else read here. NULL when the
 * file cannot be read.
 */
const char *rcache_file_hash(struct rcache *rc, const char *path, const char *text,
			     size_t len);

/* Takes @hex as @path's content's hash (the prefilter's kept one, audit/prefcache.h). */
void rcache_file_hash_set(struct rcache *rc, const char *path, const char *hex);

/*
 * An entry: what a rule printed for one file, in sections. A rule's
 * entry has one section, "-"; the call-site rule's one per callee it was
 * asked about, each with the facts of that callee's calls.
 */
struct rcache_section {
	char *label;
	struct strlist facts;		/* "rcucheck\t..." lines, as printed */
	struct spatch_cover gaps;	/* of the entry's file only */
};

struct rcache_entry {
	struct rcache_section *v;
	size_t n, alloc;
};

/*
 * What @kind printed for @path: true and @e filled, or false (not there;
 * corrupt: warned; the cache off) and @e empty.
 */
bool rcache_get(struct rcache *rc, const char *kind, const char *path,
		struct rcache_entry *e);
/*
 * Keeps @e as what @kind printed for @path, unless the file changed
 * since its hash was taken.
 */
void rcache_put(struct rcache *rc, const char *kind, const char *path,
		const struct rcache_entry *e);

/* @e's section @label, or NULL; rcache_section_set() makes or empties it. */
struct rcache_section *rcache_section(const struct rcache_entry *e, const char *label);
struct rcache_section *rcache_section_set(struct rcache_entry *e, const char *label);

/*
 * A run spatch gave up on (a timeout of @seconds) is kept too, as what it
 * printed before, so that a warm audit does not pay the timeout again: in
 * a section labelled "LABEL timed-out SECONDS" (a binary before this one
 * does not know the label and asks again). rcache_answer() is @label's
 * section, or its timed-out one made with a timeout of @timeout seconds
 * or more (*@timed_out then set): a longer timeout asks again.
 * rcache_answer_set() makes or empties the one of @timed_out_after
 * seconds (0: the plain one) and drops the other.
 */
struct rcache_section *rcache_answer(const struct rcache_entry *e, const char *label,
				     int timeout, bool *timed_out);
struct rcache_section *rcache_answer_set(struct rcache_entry *e, const char *label,
					 int timed_out_after);
void rcache_entry_free(struct rcache_entry *e);

/* The fact line's FILE column (its second), in @buf; NULL when it has none. */
const char *rcache_fact_file(const char *line, char *buf, size_t size);

/* $RCUCHECK_RESULTS (or the cache's results/) and this checkout's rules' version in it. */
char *rcache_version_dir(void);

/* "rcucheck cache": the entries per rules' version, this checkout's marked. */
void rcache_stats(FILE *out);
/* Removes every entry (@keep_current: but this checkout's version's). 0 or -1. */
int rcache_clear(bool keep_current);

#endif
