/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The calls among a function's tokens (ctoks.h), their arguments, and
 * an expression's tokens printed as the rules print them: what the flows
 * that answer a rule's questions in C (callsite_flow.h, sleep_flow.h)
 * read off a flow graph's nodes.
 */
#ifndef RCUCHECK_CCALLS_H
#define RCUCHECK_CCALLS_H

#include <stdbool.h>
#include <stddef.h>
#include "audit/ctoks.h"
#include "lib/util.h"

struct tcall {
	size_t name, open, close;	/* tokens: the name, its '(' and ')' */
	int nargs;
	bool member;			/* through a field: p->NAME(...), s.NAME(...) */
};

/* The calls of tokens [@a, @b] (none when @a > @b), appended to *@out from @n on; how many. */
size_t tcalls_in(const struct toks *t, size_t a, size_t b, struct tcall **out, size_t n,
		 size_t *alloc);
/* The token range [*@a, *@b] of argument @k (0-based) of call @c; false when none. */
bool targ_range(const struct toks *t, const struct tcall *c, int k, size_t *a, size_t *b);
/* Are tokens [@a1, @b1] and [@a2, @b2] the same text? */
bool tk_same(const struct toks *t, size_t a1, size_t b1, size_t a2, size_t b2);
/*
 * Tokens [@a, @b] in kernel style, as tidy() of rcucheck_model.py prints
 * Coccinelle's expressions: "&dev->lock", "&per_cpu(x, cpu).lock".
 */
void tk_render(const struct toks *t, size_t a, size_t b, struct strbuf *sb);
/*
 * Tokens [@a, @b], an expression or a list of them, as tidy() prints
 * Coccinelle's: binary operators spaced, unary ones not, ", " between,
 * no space after a cast-like "(word)" before a word, '(', '&' or '*' as
 * tidy()'s cast rule does. False when they hold a token it was not
 * written for (one of a literal the tokens skip: the text has more).
 */
bool tk_render_expr(const struct toks *t, size_t a, size_t b, struct strbuf *sb);
/* @pre, tokens [@a, @b] rendered, @post: a new string. */
char *tk_rendered(const struct toks *t, const char *pre, size_t a, size_t b, const char *post);

#endif
