// SPDX-License-Identifier: GPL-2.0
#include "tree/trim.h"

#include <stdlib.h>
#include <string.h>
#include "lib/util.h"

/* @code with every preprocessor line (and its continuations) blanked too: braces in them count for nothing. */
static void blank_directives(char *code, size_t len)
{
	bool line_start = true;

	for (size_t i = 0; i < len; i++) {
		if (code[i] == '\n') {
			line_start = true;
			continue;
		}
		if (line_start && (code[i] == ' ' || code[i] == '\t'))
			continue;
		if (line_start && code[i] == '#') {
			for (; i < len && code[i] != '\n'; i++) {
				if (code[i] == '\\' && i + 1 < len && code[i + 1] == '\n') {
					code[i] = ' ';
					i++;	/* the continued line's newline stays */
					continue;
				}
				code[i] = ' ';
			}
			line_start = true;
			continue;
		}
		line_start = false;
	}
}

/* The names of the file's #defines whose definition @keep wants. */
static void kept_macros(const char *text, size_t len, trim_keep_fn keep, void *arg,
			struct strlist *names)
{
	for (const char *p = text, *end = text + len; p < end;) {
		const char *line = p, *q = p, *e;

		while (q < end && (*q == ' ' || *q == '\t'))
			q++;
		/* the directive's end, its continuations with it */
		for (e = q; e < end && *e != '\n'; e++)
			if (*e == '\\' && e + 1 < end && e[1] == '\n')
				e++;
		p = e < end ? e + 1 : end;
		if (q >= end || *q != '#')
			continue;
		for (q++; q < e && (*q == ' ' || *q == '\t'); q++)
			;
		if (e - q < 7 || strncmp(q, "define", 6) || is_ident_char(q[6]))
			continue;
		for (q += 6; q < e && (*q == ' ' || *q == '\t'); q++)
			;
		const char *name = q;

		while (q < e && is_ident_char(*q))
			q++;
		if (q > name && keep(line, (size_t)(e - line), arg)) {
			char *w = xstrndup(name, (size_t)(q - name));

			if (!sl_contains(names, w))
				sl_push(names, w);
			free(w);
		}
	}
}

/* Does @s (@n bytes) name one of @names as a word? */
static bool names_one(const char *s, size_t n, const struct strlist *names)
{
	for (size_t k = 0; k < names->n; k++) {
		size_t w = strlen(names->v[k]);

		for (const char *p = s, *end = s + n; p + w <= end;) {
			const char *at = memmem(p, (size_t)(end - p), names->v[k], w);

			if (!at)
				break;
			if ((at == s || !is_ident_char(at[-1])) && (at + w == end || !is_ident_char(at[w])))
				return true;
			p = at + 1;
		}
	}
	return false;
}

char *c_functions_trimmed(const char *text, size_t len, trim_keep_fn keep, void *arg,
			  size_t *bodies, size_t *trimmed)
{
	char *code = c_text_blanked(text, len), *out = xstrndup(text, len);
	struct strlist macros = STRLIST_INIT;
	int depth = 0;

	*bodies = *trimmed = 0;
	blank_directives(code, len);
	/*
	 * Braces that do not balance once the directives are gone (each
	 * branch of an #if opening its own block) would make a block inside a
	 * function look like a function: such a file is given whole.
	 */
	for (size_t i = 0; i < len && depth >= 0; i++)
		depth += (code[i] == '{') - (code[i] == '}');
	if (depth) {
		free(code);
		return out;
	}
	kept_macros(text, len, keep, arg, &macros);
	for (size_t i = 0; i < len; i++) {
		if (code[i] == '}') {
			depth -= depth > 0;
			continue;
		}
		if (code[i] != '{')
			continue;
		if (depth++)
			continue;
		/* a function's body: "name(...)" before it, at the top level */
		size_t j = i, k, d = 0;

		while (j > 0 && (code[j - 1] == ' ' || code[j - 1] == '\t' || code[j - 1] == '\n'))
			j--;
		for (k = i; k < len; k++) {
			if (code[k] == '{')
				d++;
			else if (code[k] == '}' && --d == 0)
				break;
		}
		if (!j || code[j - 1] != ')' || k >= len)
			continue;
		(*bodies)++;
		const char *body = text + i, *bend = text + k + 1;

		if (memchr(body, '#', (size_t)(bend - body)) || keep(body, (size_t)(bend - body), arg) ||
		    names_one(body, (size_t)(bend - body), &macros))
			continue;
		for (size_t x = i + 1; x < k; x++)
			if (out[x] != '\n')
				out[x] = ' ';
		(*trimmed)++;
		i = k;
		depth = 0;
	}
	free(code);
	sl_free(&macros);
	return out;
}
