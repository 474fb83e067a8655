// SPDX-License-Identifier: GPL-2.0
/* The VFS's RCU-walk in a function's text (index/rcuwalk.h). */
#include "index/rcuwalk.h"

#include <stdlib.h>
#include <string.h>
#include "lib/util.h"
#include "rcu/model.h"

/*
 * The VFS's RCU-walk: path_init() takes rcu_read_lock() and marks the walk
 * with LOOKUP_RCU (MAY_NOT_BLOCK in permission masks) until it leaves RCU
 * mode (Documentation/filesystems/path-lookup.rst). A call made only when
 * such a flag (the RCU model's "rcu-walk-flags") is set runs inside that
 * reader.
 */

/* Is the text at @call inside the if (... & FLAG ...) that starts at @cond? */
static bool flag_if_contains(const char *cond, const char *call)
{
	const struct strlist *flags = rcu_model_rcu_walk_flags();
	const char *open = strchr(cond, '('), *close, *flag = NULL, *p;
	int paren = 0;

	for (close = open; *close; close++) {
		if (*close == '(')
			paren++;
		else if (*close == ')' && --paren == 0)
			break;
	}
	if (!*close)
		return false;
	for (size_t i = 0; i < flags->n; i++) {
		const char *f = strstr(open, flags->v[i]);

		if (f && f < close)
			flag = f;
	}
	/* Only a plain "flags & FLAG" (&& more) test: no negation, no "||". */
	if (!flag || memchr(open, '!', (size_t)(close - open)) ||
	    memchr(open, '|', (size_t)(close - open)))
		return false;
	if (call > flag && call < close)
		return true;	/* "if (flags & LOOKUP_RCU && f(...))" */
	if (call < close)
		return false;
	for (p = close + 1; *p == ' ' || *p == '\t' || *p == '\n'; p++)
		;
	if (*p != '{')
		return !memchr(p, ';', (size_t)(call - p));	/* the one statement */
	int depth = 0;

	for (; p < call; p++) {
		if (*p == '{')
			depth++;
		else if (*p == '}' && --depth == 0)
			return false;
	}
	return depth > 0;
}

/* Is the call of @callee that ends @text made only in RCU-walk mode? */
bool text_call_in_rcu_walk(const char *text, const char *callee)
{
	char *pat = str_printf("%s(", callee);
	const char *call = NULL;
	bool hit = false;

	for (const char *p = strstr(text, pat); p; p = strstr(p + 1, pat))
		if (p == text || !is_ident_char(p[-1]))
			call = p;
	for (const char *p = strstr(text, "if ("); call && p && p < call && !hit;
	     p = strstr(p + 1, "if ("))
		if (p == text || !is_ident_char(p[-1]))
			hit = flag_if_contains(p, call);
	free(pat);
	return hit;
}

