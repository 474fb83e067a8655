// SPDX-License-Identifier: GPL-2.0
#include "audit/ccalls.h"

#include <stdlib.h>
#include <string.h>

size_t tcalls_in(const struct toks *t, size_t a, size_t b, struct tcall **out, size_t n,
		 size_t *alloc)
{
	size_t from = n;

	for (size_t i = a; a <= b && i < b; i++) {
		if (!tk_ident(&t->v[i]) || !tk_punct(&t->v[i + 1], '(') || tk_keyword(&t->v[i]))
			continue;
		size_t close = tk_close(t, i + 1);
		int nargs = close == i + 2 ? 0 : 1;
		bool member = i > 0 && (tk_is(&t->v[i - 1], "->") || tk_punct(&t->v[i - 1], '.'));

		for (size_t k = i + 2; k < close; k++) {
			const struct tok *w = &t->v[k];

			if (tk_punct(w, '(') || tk_punct(w, '[') || tk_punct(w, '{'))
				k = tk_close(t, k);
			else if (tk_punct(w, ','))
				nargs++;
		}
		ALLOC_GROW(*out, n, *alloc);
		(*out)[n++] = (struct tcall){ i, i + 1, close, nargs, member };
	}
	return n - from;
}

bool targ_range(const struct toks *t, const struct tcall *c, int k, size_t *a, size_t *b)
{
	size_t from = c->open + 1;
	int n = 0;

	for (size_t i = from; i <= c->close; i++) {
		const struct tok *w = &t->v[i];

		if (tk_punct(w, '(') || tk_punct(w, '[') || tk_punct(w, '{')) {
			i = tk_close(t, i);
			continue;
		}
		if (i == c->close || tk_punct(w, ',')) {
			if (n++ == k) {
				if (i == from)
					return false;
				*a = from;
				*b = i - 1;
				return true;
			}
			from = i + 1;
		}
	}
	return false;
}

bool tk_same(const struct toks *t, size_t a1, size_t b1, size_t a2, size_t b2)
{
	if (b1 - a1 != b2 - a2)
		return false;
	for (size_t i = 0; i <= b1 - a1; i++)
		if (t->v[a1 + i].len != t->v[a2 + i].len ||
		    memcmp(t->v[a1 + i].s, t->v[a2 + i].s, t->v[a1 + i].len))
			return false;
	return true;
}

static bool is_operator(const struct tok *w)
{
	return w->len == 1 && strchr("+-*/%&|^!~<>=?:", w->s[0]);
}

/* Is token @i (of [@a, ...]) a unary operator: first, or after a bracket, a comma or an operator? */
static bool is_unary(const struct toks *t, size_t a, size_t i)
{
	const struct tok *prev = i > a ? &t->v[i - 1] : NULL;

	return is_operator(&t->v[i]) && (!prev || tk_punct(prev, '(') || tk_punct(prev, '[') ||
					 tk_punct(prev, ',') || is_operator(prev));
}

void tk_render(const struct toks *t, size_t a, size_t b, struct strbuf *sb)
{
	for (size_t i = a; i <= b; i++) {
		const struct tok *w = &t->v[i], *prev = i > a ? &t->v[i - 1] : NULL;
		/* none inside brackets, around -> and ., before a comma */
		bool tight = prev && (tk_punct(w, ')') || tk_punct(w, ']') || tk_punct(w, ',') ||
				      tk_punct(w, '[') || tk_punct(w, '(') || tk_is(w, "->") ||
				      tk_punct(w, '.') || tk_punct(prev, '(') || tk_punct(prev, '[') ||
				      tk_is(prev, "->") || tk_punct(prev, '.'));

		if (prev && !tight &&
		    (tk_punct(prev, ',') || (is_operator(w) && !is_unary(t, a, i)) ||
		     (is_operator(prev) && !is_unary(t, a, i - 1)) || (tk_ident(prev) && tk_ident(w))))
			sb_putc(sb, ' ');
		sb_add(sb, w->s, w->len);
	}
}

char *tk_rendered(const struct toks *t, const char *pre, size_t a, size_t b, const char *post)
{
	struct strbuf sb = STRBUF_INIT;

	sb_puts(&sb, pre);
	tk_render(t, a, b, &sb);
	sb_puts(&sb, post);
	return sb_detach(&sb);
}

static bool op_char(char c)
{
	return strchr("+-*/%&|^!~<>=?:", c) != NULL;
}

/* The last token of C's operator that begins at token @i: "==" is two, "**" is two operators. */
static size_t op_run_end(const struct toks *t, size_t i, size_t b)
{
	static const char *const ops[] = { "<<=", ">>=", "==", "!=", "<=", ">=", "&&", "||", "<<",
					   ">>", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=",
					   "|=", "^=", NULL };

	for (int k = 0; ops[k]; k++) {
		size_t n = strlen(ops[k]), e = i;
		bool match = i + n - 1 <= b;

		for (size_t j = 0; match && j < n; j++) {
			const struct tok *w = &t->v[i + j];

			match = w->len == 1 && w->s[0] == ops[k][j] &&
				(!j || t->v[i + j - 1].s + 1 == w->s);
			e = i + j;
		}
		if (match)
			return e;
	}
	return i;
}

static bool is_op(const struct tok *w)
{
	return w->len == 1 && op_char(w->s[0]);
}

/*
 * Is the ')' at @k the end of a group tidy() takes for a cast: "(u8 *)",
 * "(struct x)", "(flags)": qualifiers, one word, stars?
 */
static bool cast_like(const struct toks *t, size_t a, size_t k)
{
	size_t i = k;

	while (i > a && tk_is(&t->v[i - 1], "*"))
		i--;
	if (i == a || !tk_ident(&t->v[i - 1]))
		return false;
	for (i--; i > a && tk_ident(&t->v[i - 1]); i--) {
		static const char *const q[] = { "const", "volatile", "struct", "union", "enum",
						 "unsigned", "signed", NULL };
		bool qual = false;

		for (int n = 0; q[n] && !qual; n++)
			qual = tk_is(&t->v[i - 1], q[n]);
		if (!qual)
			return false;
	}
	return i > a && tk_punct(&t->v[i - 1], '(');
}

bool tk_render_expr(const struct toks *t, size_t a, size_t b, struct strbuf *sb)
{
	/* the kind of the last thing printed: none, word, open, close, comma, unary, binary */
	enum { K_NONE, K_WORD, K_OPEN, K_CLOSE, K_CAST, K_COMMA, K_UNARY, K_BINARY } last = K_NONE;

	for (size_t i = a; a <= b && i <= b; i++) {
		const struct tok *w = &t->v[i];
		bool space;

		if (tk_is(w, "->") || tk_punct(w, '.')) {
			sb_add(sb, w->s, w->len);
			last = K_OPEN;	/* nothing between it and the next */
			continue;
		}
		if (is_op(w)) {
			size_t e = op_run_end(t, i, b);
			/* unary where no operand comes before it, as tidy() reads them */
			bool unary = (e == i && strchr("&*!~-", w->s[0]) &&
				      (last == K_NONE || last == K_OPEN || last == K_COMMA ||
				       last == K_UNARY || last == K_BINARY)) ||
				     (e == i && strchr("!~", w->s[0]));

			space = last == K_COMMA || last == K_BINARY ||
				(!unary && last != K_NONE && last != K_OPEN && last != K_UNARY &&
				 !(last == K_CAST && strchr("&*", w->s[0])));
			if (space)
				sb_putc(sb, ' ');
			sb_add(sb, w->s, (size_t)(t->v[e].s + t->v[e].len - w->s));
			last = unary ? K_UNARY : K_BINARY;
			i = e;
			continue;
		}
		if (tk_punct(w, ',')) {
			sb_putc(sb, ',');
			last = K_COMMA;
			continue;
		}
		if (tk_punct(w, ')') || tk_punct(w, ']')) {
			sb_add(sb, w->s, w->len);
			last = tk_punct(w, ')') && cast_like(t, a, i) ? K_CAST : K_CLOSE;
			continue;
		}
		if (tk_punct(w, '(') || tk_punct(w, '[')) {
			space = last == K_COMMA || last == K_BINARY;
			if (space)
				sb_putc(sb, ' ');
			sb_add(sb, w->s, w->len);
			last = K_OPEN;
			continue;
		}
		if (!tk_ident(w) && !(w->len && ((w->s[0] >= '0' && w->s[0] <= '9'))))
			return false;	/* a token tidy()'s rules were not written for */
		space = last == K_COMMA || last == K_BINARY || last == K_WORD || last == K_CLOSE;
		if (space)
			sb_putc(sb, ' ');
		sb_add(sb, w->s, w->len);
		last = K_WORD;
	}
	return true;
}
