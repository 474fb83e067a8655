/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The prefilter's answers kept (audit/rules.c): which rules want a file
 * and its content's hash, so that a warm audit reads again only the
 * files that changed instead of every file of the tree (5 s of the
 * packaged 6.1's warm run went to reading them).
 *
 * One table per tree and prefilter, in results/VERSION/prefilter/KEY of
 * the result cache; KEY hashes the tree's path and everything the answer
 * is made of besides the file: every rule's name and '// Tokens:' line
 * and, for each token part, the files that call it through a macro (the
 * index's, from the whole tree). A row is a file's path, its stamp
 * (size, modification and change times in ns, inode: what the index and
 * the kept report trust), its content's hash and one answer per rule; it
 * is used only while the file's stamp is the same, else the file is read
 * and answered again. The stamp is taken before the read, so a file that
 * changes while it is read has a new stamp at the next audit. The table
 * carries its key and a hash of its text; one that does not check out is
 * ignored (every file read). Off with the result cache (--no-cache).
 */
#ifndef RCUCHECK_AUDIT_PREFCACHE_H
#define RCUCHECK_AUDIT_PREFCACHE_H

#include <stdbool.h>
#include <stddef.h>
#include "audit/rcache.h"
#include "lib/hash.h"
#include "lib/strmap.h"
#include "lib/util.h"


struct prefcache {
	bool on, changed;
	char *path;			/* the table's file */
	char key[HASH_HEX];
	struct strmap rows;		/* path -> struct prefcache_row */
	size_t reused, read;		/* files answered from a row, read (the prefilter's counts) */
};

struct prefcache_row {
	char stamp[FILE_STAMP];
	char hash[HASH_HEX];		/* "" when no rule wanted the file */
	char *want;			/* '0' or '1' per rule */
};

/*
 * The table of the prefilter keyed by @key (prefcache_key()) under the
 * result cache's @version_dir; off when @version_dir is NULL.
 */
void prefcache_open(struct prefcache *pc, const char *version_dir, const char *key);
/* @path's row when its stamp is @stamp and it answers @nrules rules, else NULL. */
const struct prefcache_row *prefcache_get(struct prefcache *pc, const char *path,
					  const char *stamp, size_t nrules);
/* Keeps @path's answers @want (@nrules of them) and @hash (NULL: none) under @stamp. */
void prefcache_put(struct prefcache *pc, const char *path, const char *stamp,
		   const char *hash, const bool *want, size_t nrules);
/* Sets @want[0..@nrules) from @file's text @text (@len bytes). */
typedef void (*prefcache_answer_fn)(const char *text, size_t len, const char *file, bool *want,
				    size_t nrules, void *arg);
/*
 * Which of the @nrules questions want @file (of the tree @root), in @want,
 * and whether any does: from its row while its stamp is the same, else
 * read and asked @answer (the row then made). When any does and the
 * result cache @rc is on, the file's hash goes to it (rcache_file_hash_set(),
 * or taken from the text read: no second read); a row without a hash is
 * read again. False too when the file cannot be read.
 */
bool prefcache_answer(struct prefcache *pc, struct rcache *rc, const char *root,
		      const char *file, size_t nrules, prefcache_answer_fn answer, void *arg,
		      bool *want);
/* The key of a table: @parts (@n strings, each ended), the tree's path and @rc's tables first. */
void prefcache_key(const struct rcache *rc, const char *root, const struct strlist *parts,
		   char key[HASH_HEX]);
/* Writes the table when a row changed; frees it. */
void prefcache_close(struct prefcache *pc);

#endif
