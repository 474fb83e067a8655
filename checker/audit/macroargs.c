// SPDX-License-Identifier: GPL-2.0
#include "audit/macroargs.h"

#include <stdlib.h>
#include <string.h>
#include "audit/macroreader.h"
#include "lib/util.h"

#define MACRO_DEPTH	3

/*
 * The call whose argument list holds offset @at of @text, starting the
 * walk back at @from: its name (malloc'd) and the argument's index, and
 * where its '(' is (*open); NULL at the statement's start.
 */
static char *enclosing_call(const char *text, size_t from, int *arg, size_t *open)
{
	int depth = 0, commas = 0;

	for (size_t p = from; p-- > 0;) {
		char c = text[p];

		if (c == '"') {		/* a string's parentheses and commas are not code */
			while (p-- > 0 && !(text[p] == '"' && (p == 0 || text[p - 1] != '\\')))
				;
			if (p == (size_t)-1)
				return NULL;
			continue;
		}
		if (c == ')' || c == ']') {
			depth++;
		} else if (c == '[') {
			depth--;
		} else if (c == ',' && depth == 0) {
			commas++;
		} else if ((c == ';' || c == '{' || c == '}') && depth == 0) {
			return NULL;
		} else if (c == '(') {
			if (depth > 0) {
				depth--;
				continue;
			}
			size_t e = p, b;

			while (e > 0 && (text[e - 1] == ' ' || text[e - 1] == '\t'))
				e--;
			b = e;
			while (b > 0 && is_ident_char(text[b - 1]))
				b--;
			if (b == e)
				return NULL;	/* a parenthesized expression: no call */
			*arg = commas;
			*open = p;
			return xstrndup(text + b, e - b);
		}
	}
	return NULL;
}

/*
 * The name of parameter @idx of the definition "#define NAME(a, b, args...)"
 * at @def ("args", or "__VA_ARGS__" for a bare "..."; the last, variadic,
 * one takes every later index), and where the body starts (*body).
 */
static char *macro_param(const char *def, int idx, const char **body)
{
	const char *p = strstr(def, "define"), *e;
	int i = 0;

	if (!p)
		return NULL;
	p += 6;
	while (*p == ' ' || *p == '\t')
		p++;
	while (is_ident_char(*p))
		p++;
	if (*p != '(')
		return NULL;
	e = strchr(p, ')');
	if (!e)
		return NULL;
	*body = e + 1;
	for (const char *q = p + 1; q < e; i++) {
		const char *b = q + strspn(q, " \t"), *c = b;
		size_t len;

		while (c < e && *c != ',')
			c++;
		len = (size_t)(c - b);
		while (len && (b[len - 1] == ' ' || b[len - 1] == '\t'))
			len--;
		bool variadic = len >= 3 && !strncmp(b + len - 3, "...", 3);

		if (i == idx || (variadic && idx > i)) {
			if (variadic)
				len -= 3;
			return len ? xstrndup(b, len) : str_dup("__VA_ARGS__");
		}
		q = c < e ? c + 1 : e;
	}
	return NULL;
}

static bool runs_arg_in_reader(struct tindex *ti, macroargs_lines lines, const char *name,
			       int idx, const struct need *n, int depth);

/*
 * Does the macro body @body (of definition @def) pass parameter @param
 * to a call inside a reader @n accepts, or to a macro that does?
 */
static bool body_passes_in_reader(struct tindex *ti, macroargs_lines lines, const char *def,
				  const char *body, const char *param, const struct need *n,
				  int depth)
{
	size_t len = strlen(param);

	for (const char *p = strstr(body, param); p; p = strstr(p + 1, param)) {
		int arg;
		size_t open;
		char *callee;
		bool hit;

		if ((p > body && is_ident_char(p[-1])) || is_ident_char(p[len]))
			continue;
		callee = enclosing_call(def, (size_t)(p - def), &arg, &open);
		if (!callee)
			continue;
		/* the definition up to the call's line, as macro_holds_reader() reads it */
		const char *eol = strchr(def + open, '\n');
		char *upto = xstrndup(def, eol ? (size_t)(eol - def) : strlen(def));

		hit = macro_holds_reader(upto, callee, n) ||
		      (depth > 0 && runs_arg_in_reader(ti, lines, callee, arg, n, depth - 1));
		free(upto);
		free(callee);
		if (hit)
			return true;
	}
	return false;
}

/* Does macro @name of the tree run its argument @idx inside a reader @n accepts? */
static bool runs_arg_in_reader(struct tindex *ti, macroargs_lines lines, const char *name,
			       int idx, const struct need *n, int depth)
{
	size_t nd;
	const struct tdef *d = tindex_defs(ti, name, &nd);
	bool hit = false;

	for (size_t j = 0; j < nd && j < 4 && !hit; j++) {
		char *def, *param;
		const char *body = NULL;

		if (!d[j].fn->is_macro)
			continue;
		def = lines(ti, d[j].file, d[j].fn->line, d[j].fn->end_line);
		param = def ? macro_param(def, idx, &body) : NULL;
		hit = param && body_passes_in_reader(ti, lines, def, body, param, n, depth);
		free(param);
		free(def);
	}
	return hit;
}

bool macro_arg_in_reader(struct tindex *ti, macroargs_lines lines, const char *text, size_t at,
			 const struct need *n)
{
	int arg;
	size_t open;
	char *callee;

	while ((callee = enclosing_call(text, at, &arg, &open))) {
		bool hit = runs_arg_in_reader(ti, lines, callee, arg, n, MACRO_DEPTH);

		free(callee);
		if (hit)
			return true;
		at = open;
	}
	return false;
}
