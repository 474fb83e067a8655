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
