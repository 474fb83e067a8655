/* SPDX-License-Identifier: GPL-2.0 */
/*
 * How much of the files it read spatch parsed: the files and their lines,
 * and per file the line ranges spatch skipped after a parse error, merged
 * so that a range two rules (or two runs) both skipped counts once.
 */
#ifndef RCUCHECK_SPATCH_COVER_H
#define RCUCHECK_SPATCH_COVER_H

#include <stdbool.h>
#include <stdio.h>
#include "lib/strmap.h"
#include "lib/util.h"

struct spatch_cover {
	struct strmap read;		/* path -> its line count + 1 (never NULL) */
	struct strmap gaps;		/* path -> struct file_gaps * */
	size_t files;			/* in @read */
	long lines;			/* theirs, summed */
};

/* Lines @first..@last (1-based, inclusive) of @file were not parsed. */
void cover_add_gap(struct spatch_cover *c, const char *file, int first, int last);
/* @n lines of @file were not parsed, the message did not show where. */
void cover_add_unplaced(struct spatch_cover *c, const char *file, int n);

/*
 * @files (relative to @root) were read, with the gaps of @run (NULL:
 * none); a file's lines are counted the first time it is seen.
 */
void cover_add_run(struct spatch_cover *c, const char *root, const struct strlist *files,
		   const struct spatch_cover *run);
/* @file, of @lines lines, was read (a kept report read back: audit/runcache.c). */
void cover_note_read(struct spatch_cover *c, const char *file, long lines);
/* @src's files and gaps into @dst. */
void cover_merge(struct spatch_cover *dst, const struct spatch_cover *src);

/* Files with a gap; their unread lines, each line once. */
size_t cover_partial_files(const struct spatch_cover *c);
long cover_unread_lines(const struct spatch_cover *c);
/* "unparsed PATH: 11-20, 31 (11 of 400 lines)" per file with a gap, sorted. */
void cover_list(const struct spatch_cover *c, FILE *f);

/*
 * @file's gaps in @c as lines "gap FIRST LAST" and "unplaced N", what
 * cover_add_gap() and cover_add_unplaced() take back (the result cache).
 */
void cover_file_text(const struct spatch_cover *c, const char *file, struct strbuf *sb);
/* One such line (no newline) added back to @c for @file; false when it is none. */
bool cover_read_line(struct spatch_cover *c, const char *file, const char *line);

/* @file's gaps in @src, added to @dst. */
void cover_copy_file(struct spatch_cover *dst, const struct spatch_cover *src,
		     const char *file);

void cover_free(struct spatch_cover *c);

/* Lines of @text: its newlines, plus a last line without one. */
long count_lines(const char *text, size_t len);

#endif
