// SPDX-License-Identifier: GPL-2.0
/* A release inside a retry loop that takes the lock again (audit/retryloop.h). */
#include "audit/retryloop.h"

#include <string.h>
#include "lib/util.h"

static bool word_at(const char *s, const char *p, const char *w)
{
	size_t n = strlen(w);

	return !strncmp(p, w, n) && !is_ident_char(p[n]) && (p == s || !is_ident_char(p[-1]));
}

static const char *skip_blank(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\n')
		p++;
	return p;
}

/* Does "@name:" start a line of @text? */
static bool label_in(const char *text, const char *name, size_t n)
{
	for (const char *l = strchr(text, '\n'); l; l = strchr(l + 1, '\n')) {
		const char *b = l + 1;

		while (*b == ' ' || *b == '\t')
			b++;
		if (!strncmp(b, name, n) && b[n] == ':' && b[n + 1] != ':')
			return true;
	}
	return false;
}

/* "while (1)", "while (true)", "while(1)" then ';' at @p? */
static bool forever_tail(const char *p)
{
	if (!word_at(p, p, "while"))
		return false;
	p = skip_blank(p + 5);
	if (*p++ != '(')
		return false;
	p = skip_blank(p);
	if (*p == '1')
		p++;
	else if (word_at(p, p, "true"))
		p += 4;
	else
		return false;
	p = skip_blank(p);
	return *p == ')' && *skip_blank(p + 1) == ';';
}

bool released_in_retry_loop(const char *rest, const char *p)
{
	int depth = 0;
	bool broke = false;
	const char *c;

	/* lock to release: the same block, a break of it (no inner loop or switch to own it) */
	for (c = rest; c < p; c++) {
		if (*c == '{')
			depth++;
		else if (*c == '}' && --depth < 0)
			return false;
		else if (word_at(rest, c, "for") || word_at(rest, c, "while") ||
			 word_at(rest, c, "switch") || word_at(rest, c, "do"))
			return false;
		else if (word_at(rest, c, "break"))
			broke = true;
	}
	if (depth || !broke)
		return false;
	/* release to the body's end: no way out unlocked but round the loop */
	for (c = p; *c; c++) {
		if (*c == '{') {
			depth++;
		} else if (*c == '}' && --depth < 0) {
			return forever_tail(skip_blank(c + 1));
		} else if (word_at(rest, c, "break")) {
			return false;
		} else if (word_at(rest, c, "goto")) {
			const char *l = skip_blank(c + 4), *e = l;

			while (is_ident_char(*e))
				e++;
			if (e == l || label_in(rest, l, (size_t)(e - l)))
				return false;
		}
	}
	return false;
}
