/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A function's text as C tokens, for the call-site answers read off the
 * text (callsite_syntax.h, callsite_flow.h): words, numbers and one
 * character each else ("->" one), each with its line; comments, strings,
 * characters and preprocessor directives skipped but the conditionals.
 */
#ifndef RCUCHECK_CTOKS_H
#define RCUCHECK_CTOKS_H

#include <stdbool.h>
#include <stddef.h>

struct tok {
	const char *s;
	size_t len;
	int line;
};

struct toks {
	struct tok *v;
	size_t n, alloc;
	/*
	 * a directive other than a conditional was skipped between @from and
	 * @end; a conditional is a token of its own, "#if" (also #ifdef and
	 * #ifndef), "#if0", "#elif", "#else" or "#endif", whose text is not the
	 * file's
	 */
	bool directives;
};

/* The tokens of @from..@end, @from being at line @line. */
void tk_scan(const char *from, const char *end, int line, struct toks *out);
bool tk_is(const struct tok *t, const char *word);
bool tk_ident(const struct tok *t);
bool tk_punct(const struct tok *t, char c);
/* Is token @i of @t "IDENT =" (one '=', not "==", "<=", ...), the identifier not a field's? */
bool tk_assigned_at(const struct toks *t, size_t i);
/* A conditional directive's token ("#if", "#else", ...). */
bool tk_directive(const struct tok *t);
/* A keyword that heads a statement or takes brackets and is no call: if, sizeof, typeof, asm, ... */
bool tk_keyword(const struct tok *t);
/* The token that closes the bracket at @i, or @t->n. */
size_t tk_close(const struct toks *t, size_t i);

/*
 * Does @text (a whole file) use a guard of linux/cleanup.h: guard(,
 * scoped_guard(, scoped_cond_guard(, CLASS(, scoped_class(? Comments too.
 */
bool tk_text_has_guard(const char *text);
/*
 * Is every call NAME( in @code (a file's text, comments and strings
 * blanked) whose name @is_call(NAME, its length, @arg) takes found in
 * @found (a strmap of decimal offsets into @code, tk_found_key())? What
 * the proofs that read a file's functions ask of the rest of it (a
 * #define's body holding such a call is not among them).
 */
struct strmap;
bool tk_calls_found(const char *code, const struct strmap *found,
		    bool (*is_call)(const char *name, size_t len, void *arg), void *arg);
/* Marks token @w, of a file whose text starts at @text, in @found (tk_calls_found()). */
void tk_found_key(struct strmap *found, const char *text, const struct tok *w);

struct tindex;
struct cfunc;

/*
 * Calls @fn with the tokens of each function of file @file of @ti (not
 * a macro's), its header first, until @fn returns false; false then.
 */
bool tk_each_function(struct tindex *ti, unsigned file,
		      bool (*fn)(const struct toks *t, const struct cfunc *f, void *arg), void *arg);

#endif
