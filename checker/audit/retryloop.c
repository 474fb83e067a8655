// SPDX-License-Identifier: GPL-2.0
/* A release inside a retry loop that takes the lock again (audit/retryloop.h). */
#include "audit/retryloop.h"

#include <limits.h>
#include <string.h>
#include "lib/util.h"

static bool word_at(const char *s, const char *p, const char *w)
{
	size_t n = strlen(w);

	return !strncmp(p, w, n) && !is_ident_char(p[n]) && (p == s || !is_ident_char(p[-1]));
}

/* "while (1)", "while (true)", "while(1)" then ';' at @p? */
static bool forever_tail(const char *p)
{
	if (!word_at(p, p, "while"))
		return false;
	p = text_skip_blanks(p + 5);
	if (*p++ != '(')
		return false;
	p = text_skip_blanks(p);
	if (*p == '1')
		p++;
	else if (word_at(p, p, "true"))
		p += 4;
	else
		return false;
	p = text_skip_blanks(p);
	return *p == ')' && *text_skip_blanks(p + 1) == ';';
}

bool retry_turn_breaks(const char *text, const char *from, const char *to, int max_depth)
{
	int depth = 0;
	bool broke = false;

	for (const char *c = from; c < to; c++) {
		if (*c == '{')
			depth++;
		else if (*c == '}' && --depth < 0)
			return false;
		else if (word_at(text, c, "for") || word_at(text, c, "while") ||
			 word_at(text, c, "switch") || word_at(text, c, "do"))
			return false;
		else if (word_at(text, c, "break"))
			broke = broke || depth <= max_depth;
	}
	return !depth && broke;
}

bool released_in_retry_loop(const char *rest, const char *p)
{
	int depth = 0;
	const char *c;

	/* lock to release: the same block, a break of it (no inner loop or switch to own it) */
	if (!retry_turn_breaks(rest, rest, p, INT_MAX))
		return false;
	/* release to the body's end: no way out unlocked but round the loop */
	for (c = p; *c; c++) {
		if (*c == '{') {
			depth++;
		} else if (*c == '}' && --depth < 0) {
			return forever_tail(text_skip_blanks(c + 1));
		} else if (word_at(rest, c, "break")) {
			return false;
		} else if (word_at(rest, c, "goto")) {
			const char *l = text_skip_blanks(c + 4), *e = l;

			while (is_ident_char(*e))
				e++;
			if (e == l || text_has_label(rest, l, (size_t)(e - l)))
				return false;
		}
	}
	return false;
}
