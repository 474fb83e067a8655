// SPDX-License-Identifier: GPL-2.0
#include "audit/paramlock.h"

#include <stdlib.h>
#include <string.h>

/*
 * The top-level comma-separated items from @open (a '(') to its closing
 * parenthesis, each trimmed, into @out; false when it does not close.
 */
static bool split_args(const char *open, struct strlist *out)
{
	int depth = 0;
	const char *start = open + 1;

	for (const char *p = open; *p; p++) {
		if (*p == '(' || *p == '[' || *p == '{')
			depth++;
		else if (*p == ')' || *p == ']' || *p == '}')
			depth--;
		if ((*p == ',' && depth == 1) || depth == 0) {
			const char *b = start, *e = p;

			while (b < e && strchr(" \t\n\\", *b))
				b++;
			while (e > b && strchr(" \t\n\\", e[-1]))
				e--;
			sl_push_owned(out, xstrndup(b, (size_t)(e - b)));
			start = p + 1;
			if (depth == 0)
				return true;
		}
	}
	return false;
}

/* The position of the parameter named as one of @names (a list of @n) in @def, or -1. */
static int param_named(const char *def, const char *const *names, size_t n)
{
	struct strlist params = STRLIST_INIT;
	const char *open = strchr(def, '(');
	int idx = -1;

	if (!open || !split_args(open, &params))
		goto out;
	for (size_t i = 0; i < params.n && idx < 0; i++) {
		/* "spinlock_t *lock": its last word */
		const char *p = params.v[i], *e = p + strlen(p), *b = e;

		while (b > p && is_ident_char(b[-1]))
			b--;
		for (size_t l = 0; l < n; l++)
			if (e > b && strlen(names[l]) == (size_t)(e - b) &&
			    !strncmp(b, names[l], (size_t)(e - b)))
				idx = (int)i;
	}
out:
	sl_free(&params);
	return idx;
}

int lock_param_index(const char *def, const struct need *n)
{
	return param_named(def, (const char *const *)n->locks.v, n->locks.n);
}

int param_index(const char *def, const char *name)
{
	return param_named(def, &name, 1);
}

char *call_argument(const char *text, const char *callee, int idx)
{
	size_t n = strlen(callee);
	const char *last = NULL;
	struct strlist args = STRLIST_INIT;
	char *arg = NULL;

	for (const char *p = strstr(text, callee); p; p = strstr(p + 1, callee))
		if ((p == text || !is_ident_char(p[-1])) && p[n] == '(')
			last = p;
	if (last && split_args(last + n, &args) && idx >= 0 && (size_t)idx < args.n)
		arg = str_dup(args.v[idx]);
	sl_free(&args);
	return arg;
}
