/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The statement structure of one C function, for placing a read-side
 * critical section: blocks, if/else, switch and case labels, loops
 * (including iterator macros such as list_for_each_entry() { }), goto
 * labels, and the jumps (return, break, continue, goto). A light parser
 * over tokens, not a compiler: kernel code that does odd things with
 * the preprocessor inside a function is parsed as if every #if branch
 * were live, which only makes regions larger, never wrong.
 */
#ifndef RCUCHECK_FIX_PARSE_H
#define RCUCHECK_FIX_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include "lib/util.h"

enum ctok_kind { CT_IDENT, CT_NUMBER, CT_STRING, CT_PUNCT };

struct ctok {
	enum ctok_kind kind;
	size_t off, end;	/* byte range in the text */
	int line;		/* 1-based */
};

/* A comment: byte range and first/last line. */
struct ccomment {
	size_t off, end;
	int line, end_line;
};

struct csrc {
	const char *text;
	size_t len;
	struct ctok *t;
	size_t nt;
	struct ccomment *c;
	size_t nc;
};

/* Tokenizes @text (kept, not copied). Preprocessor lines are skipped. */
void csrc_scan(struct csrc *src, const char *text, size_t len);
void csrc_free(struct csrc *src);

bool tok_is(const struct csrc *src, size_t i, const char *s);
/* A new string holding token @i. */
char *tok_str(const struct csrc *src, size_t i);
/* Tokens [a, b] as one line, single spaces only where C needs them. */
char *tok_text(const struct csrc *src, size_t a, size_t b);
/* Index of the token closing the bracket opened at @i, or src->nt. */
size_t tok_match(const struct csrc *src, size_t i);

enum stmt_kind {
	ST_BLOCK, ST_EXPR, ST_EMPTY, ST_IF, ST_SWITCH, ST_LOOP, ST_DO,
	ST_RETURN, ST_BREAK, ST_CONTINUE, ST_GOTO, ST_LABEL, ST_CASE,
};

struct stmt {
	enum stmt_kind kind;
	size_t first, last;	/* tokens */
	int parent;		/* index, -1 for the body */
	/* BLOCK: children; IF: [then, else?]; SWITCH/LOOP/DO/LABEL/CASE: [body] */
	int *kids;
	size_t nkids;
	size_t head_end;	/* IF/SWITCH/LOOP: the ')' closing the head */
	size_t else_tok;	/* IF with else: the 'else' token */
};

struct cfunction {
	char *name;
	size_t head;		/* first token of the definition (after a comment) */
	size_t name_tok;
	size_t lbrace, rbrace;	/* the body */
	bool is_static;
	struct stmt *s;		/* s[0] is the body block */
	size_t ns;
};

/*
 * Finds the definition of @name in @src (SYSCALL_DEFINEn(name, ...) counts
 * as name, and sys_name/__x64_sys_name/__do_sys_name are taken to mean it)
 * and parses its body. 0, or -1 when there is none.
 */
int cfunction_find(const struct csrc *src, const char *name, struct cfunction *fn);
/* The definition whose body holds @line; 0 or -1. */
int cfunction_at_line(const struct csrc *src, int line, struct cfunction *fn);
void cfunction_free(struct cfunction *fn);

/* The innermost statement containing token @tok (0: the body). */
int stmt_at(const struct cfunction *fn, size_t tok);
/* Is statement @a equal to or an ancestor of @b? */
bool stmt_contains(const struct cfunction *fn, int a, int b);
/* Position of @child in its parent's kids, or -1. */
int stmt_index(const struct cfunction *fn, int child);

/* Strips syscall wrapper prefixes: "__x64_sys_setpriority" -> "setpriority". */
const char *syscall_base(const char *name);

#endif
