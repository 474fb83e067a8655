/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Small helpers every part of rcucheck uses: errors, memory, growable
 * strings, files and paths.
 */
#ifndef RCUCHECK_UTIL_H
#define RCUCHECK_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Exit codes, the same for every verb (documented in --help). */
enum {
	EXIT_CLEAN = 0,		/* nothing found, every verdict passed */
	EXIT_FINDINGS = 1,	/* findings, or a failed verdict */
	EXIT_ERROR = 2,		/* usage, environment or input error */
};

extern const char *progname;

/* One line on stderr, "rcucheck: error: ...", then exit(EXIT_ERROR). */
void fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
/* One line on stderr, "rcucheck: error: ...", returns -1 for chaining. */
int error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Progress and step lines on stderr, so stdout stays machine-readable. */
void note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
/*
 * Makes room for element @nr of @arr, which has room for @alloc: the one
 * growable-array idiom (git's ALLOC_GROW), doubling from 16.
 */
#define ALLOC_GROW(arr, nr, alloc)						\
	do {									\
		if ((size_t)(nr) >= (size_t)(alloc)) {				\
			(alloc) = (alloc) ? (alloc) * 2 : 16;			\
			if ((size_t)(alloc) <= (size_t)(nr))			\
				(alloc) = (nr) + 1;				\
			(arr) = xrealloc((arr), (size_t)(alloc) * sizeof(*(arr))); \
		}								\
	} while (0)
char *str_dup(const char *s);
char *xstrndup(const char *s, size_t n);
char *str_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* A growable NUL-terminated string. */
struct strbuf {
	char *buf;
	size_t len, alloc;
};
#define STRBUF_INIT { NULL, 0, 0 }
void sb_add(struct strbuf *sb, const char *s, size_t n);
void sb_puts(struct strbuf *sb, const char *s);
void sb_putc(struct strbuf *sb, char c);
void sb_printf(struct strbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_reset(struct strbuf *sb);
void sb_free(struct strbuf *sb);
/* Hands the buffer over (never NULL) and leaves @sb empty. */
char *sb_detach(struct strbuf *sb);

/* A growable array of owned strings. */
struct strlist {
	char **v;
	size_t n, alloc;
};
#define STRLIST_INIT { NULL, 0, 0 }
void sl_push(struct strlist *sl, const char *s);
void sl_push_owned(struct strlist *sl, char *s);
bool sl_contains(const struct strlist *sl, const char *s);
/* qsort()'s comparison of two char * elements, by strcmp(). */
int str_ptr_cmp(const void *a, const void *b);
/* Sorts @sl's strings by strcmp(). */
void sl_sort(struct strlist *sl);
void sl_free(struct strlist *sl);
/* argv-style view, NULL-terminated (valid until the next push). */
char **sl_argv(struct strlist *sl);

/* Whole file into memory, NUL-terminated; NULL and errno on failure. */
char *read_file(const char *path, size_t *len);
int write_file(const char *path, const char *data, size_t len);
/*
 * write_file() to <path>.tmp-<pid>, then renamed over @path: a reader sees
 * the old file or the new one, never half of it. 0 or -1 with errno.
 */
int write_file_atomic(const char *path, const char *data, size_t len);
/*
 * What says a file is the same as when last read, short of reading it:
 * its size, modification and change times in ns, device and inode, as
 * text in @stamp; false when it cannot be stat'ed or is not a regular
 * file. What the index, the kept report and the kept tables trust.
 */
#define FILE_STAMP 96
bool file_stamp(const char *path, char stamp[FILE_STAMP]);
/* The same of a stat() already made (an open file's fstat()). */
struct stat;
void stat_stamp(const struct stat *sb, char stamp[FILE_STAMP]);
bool is_dir(const char *path);
bool is_file(const char *path);
bool is_executable(const char *path);
/* mkdir -p; 0 or -1 with errno. */
int mkdir_p(const char *path, int mode);
/* rm -rf; 0 or -1 with errno. Refuses "/" and "". */
int remove_tree(const char *path);
char *path_join(const char *a, const char *b);
/* realpath() that dies with a clear message. */
char *xrealpath(const char *path, const char *what);
/* Directory holding the running rcucheck binary's checkout (bin/..). */
const char *rcucheck_home(void);
/* First match of @name in $PATH, or NULL. */
char *which(const char *name);

/* A character of a C identifier: [A-Za-z0-9_], byte by byte (no locale). */
static inline bool is_ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

bool starts_with(const char *s, const char *prefix);
bool ends_with(const char *s, const char *suffix);
/* Trims trailing whitespace in place and returns @s. */
char *rtrim(char *s);
const char *skip_spaces(const char *s);
/*
 * Argument @k (1-based) of a C argument list @args ("wq, c, &d->lock"),
 * nested brackets kept whole, leading blanks dropped; NULL when there is
 * none. The caller frees it.
 */
char *args_nth(const char *args, int k);

/*
 * A copy of the C text @text (@len bytes) with comments, strings and
 * character constants blanked, newlines kept (same offsets). The caller
 * frees it.
 */
char *c_text_blanked(const char *text, size_t len);
/* Is environment variable @var set to @value? */
bool env_is(const char *var, const char *value);
/* The start of line @line (1-based) of @text, or NULL when it has fewer lines. */
const char *text_line_start(const char *text, int line);
/* Offsets into a text [0, @end): past the blanks from @i. */
long text_skip_ws(const char *t, long i, long end);
/* Is the word @w at @i, not part of a longer identifier? */
bool text_word_at(const char *t, long i, long end, const char *w);
/* The offset of the bracket that closes the one at @open, or -1. */
long text_match_close(const char *t, long open, long end);
/* @p past blanks and newlines. */
const char *text_skip_blanks(const char *p);
/* Does "@name:" (a label, not "name::") start a line of @text? */
bool text_has_label(const char *text, const char *name, size_t n);
/*
 * The plain local that the call whose callee's name starts at @call, in
 * @text, is assigned to ("team = team_nl_team_get(info)": "team"; not
 * "a->b = f()", "x == f()" or "x += f()"), or NULL. The caller frees it.
 */
char *text_assigned_local(const char *text, const char *call);
/* @s[0..n) without blanks and newlines (a new string), as code is compared. */
char *str_squeezed(const char *s, size_t n);

/* Wall-clock seconds since an arbitrary start (monotonic). */
double now_seconds(void);

#endif
