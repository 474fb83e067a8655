// SPDX-License-Identifier: GPL-2.0
#include "lib/chain_link.h"

#include <stdlib.h>
#include <string.h>

/* Splits "a, f(b, c)" at the commas outside parentheses. */
static void split_held(const char *s, struct strlist *out)
{
	int depth = 0;
	const char *start = s;

	for (;; s++) {
		if (*s == '(' || *s == '[')
			depth++;
		else if ((*s == ')' || *s == ']') && depth > 0)
			depth--;
		if (*s && (*s != ',' || depth))
			continue;
		start = skip_spaces(start);
		if (s > start)
			sl_push_owned(out, xstrndup(start, (size_t)(s - start)));
		if (!*s)
			return;
		start = s + 1;
	}
}

void chain_link_parse(const char *text, struct chain_link *out)
{
	const char *paren = strstr(text, "() (");
	size_t tail;

	memset(out, 0, sizeof(*out));
	if (!paren || (tail = strlen(paren)) < 5 || paren[tail - 1] != ')') {
		size_t n = strlen(text);

		if (n > 2 && !strcmp(text + n - 2, "()"))
			n -= 2;
		out->function = xstrndup(text, n);
		return;
	}
	out->function = xstrndup(text, (size_t)(paren - text));
	/* "sys.c:21, holding a, b)": the place, then what is held. */
	char *inner = xstrndup(paren + 4, tail - 5);
	char *holding = strstr(inner, ", holding ");
	char *colon;

	if (holding) {
		split_held(holding + strlen(", holding "), &out->held);
		*holding = '\0';
	}
	colon = strrchr(inner, ':');
	if (colon && colon[1]) {
		*colon = '\0';
		out->line = atoi(colon + 1);
	}
	out->file = str_dup(inner);
	free(inner);
}

void chain_link_free(struct chain_link *l)
{
	free(l->function);
	free(l->file);
	sl_free(&l->held);
	memset(l, 0, sizeof(*l));
}

size_t chain_first_caller(const struct strlist *chain, const char *function)
{
	return chain->n && function && !strcmp(chain->v[0], function) ? 1 : 0;
}
