// SPDX-License-Identifier: GPL-2.0
#include "tree/trim.h"

#include <stdlib.h>
#include <string.h>
#include "lib/strmap.h"
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

/* One function definition of the file: its name and its body's braces. */
struct trim_fn {
	const char *name;	/* into the text; not NUL-terminated */
	size_t name_len, open, close;
	size_t same;		/* the next definition of the name (each branch of an #if), + 1; 0: none */
	bool kept;
};

/*
 * The name of the function whose parameter list ends at @code[@rp] (a
 * ")"): the word before its "(", past attributes after the list
 * (") __acquires(x) {"). Its length into *@n; NULL when there is none.
 */
static const char *function_name(const char *code, const char *text, size_t rp, size_t *n)
{
	for (int tries = 0; tries < 4; tries++) {
		size_t d = 0, i = rp + 1, e;

		while (i-- > 0) {
			if (code[i] == ')')
				d++;
			else if (code[i] == '(' && --d == 0)
				break;
		}
		if (i == (size_t)-1)
			return NULL;
		while (i > 0 && (code[i - 1] == ' ' || code[i - 1] == '\t' || code[i - 1] == '\n'))
			i--;
		e = i;
		while (i > 0 && is_ident_char(code[i - 1]))
			i--;
		if (i == e)
			return NULL;
		size_t b = i;

		while (b > 0 && (code[b - 1] == ' ' || code[b - 1] == '\t' || code[b - 1] == '\n'))
			b--;
		/* "f(int a) __attr(x)": the list before the word is the function's */
		if (b > 0 && code[b - 1] == ')') {
			rp = b - 1;
			continue;
		}
		*n = e - i;
		return text + i;
	}
	return NULL;
}

/*
 * The functions of @fns the body of @f names as a word: each marked in
 * @marked, or, with @marked NULL, whether one of them is kept.
 */
static bool names_functions(const char *code, const struct trim_fn *f, const struct trim_fn *fns,
			    const struct strmap *by_name, bool *marked)
{
	char name[128];

	for (size_t i = f->open + 1; i < f->close;) {
		size_t j = i;

		if (!is_ident_char(code[i]) || is_ident_char(code[i - 1])) {
			i++;
			continue;
		}
		while (j < f->close && is_ident_char(code[j]))
			j++;
		if (j - i < sizeof(name)) {
			memcpy(name, code + i, j - i);
			name[j - i] = '\0';
			/* every definition of the name: which one spatch matches is its own */
			for (size_t at = (size_t)strmap_get(by_name, name); at; at = fns[at - 1].same) {
				if (marked)
					marked[at - 1] = true;
				else if (fns[at - 1].kept)
					return true;
			}
		}
		i = j;
	}
	return false;
}

/*
 * The links @links asks for, over the @n functions @fns whose first pass
 * is in their kept: the callers of a kept function (one call up), then
 * the functions those call (one call down).
 */
static void keep_links(const char *code, struct trim_fn *fns, size_t n, unsigned links)
{
	struct strmap by_name = { 0 };
	bool *marked = xcalloc(n + 1, sizeof(*marked));

	for (size_t i = 0; i < n; i++) {
		char *w = xstrndup(fns[i].name, fns[i].name_len);

		if (*w) {
			void **slot = strmap_slot(&by_name, w);

			fns[i].same = (size_t)*slot;
			*slot = (void *)(i + 1);
		}
		free(w);
	}
	if (links & TRIM_KEEP_CALLERS) {
		for (size_t i = 0; i < n; i++)
			marked[i] = !fns[i].kept && names_functions(code, &fns[i], fns, &by_name, NULL);
		for (size_t i = 0; i < n; i++)
			fns[i].kept |= marked[i];
		memset(marked, 0, n * sizeof(*marked));
	}
	if (links & TRIM_KEEP_CALLEES) {
		for (size_t i = 0; i < n; i++)
			if (fns[i].kept)
				names_functions(code, &fns[i], fns, &by_name, marked);
		for (size_t i = 0; i < n; i++)
			fns[i].kept |= marked[i];
	}
	free(marked);
	strmap_free(&by_name, NULL);
}

char *c_functions_trimmed(const char *text, size_t len, trim_keep_fn keep, void *arg,
			  unsigned links, size_t *bodies, size_t *trimmed)
{
	char *code = c_text_blanked(text, len), *out = xstrndup(text, len);
	struct strlist macros = STRLIST_INIT;
	struct trim_fn *fns = NULL;
	size_t nfns = 0, cap = 0;
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
		struct trim_fn f = { .open = i, .close = k };

		f.kept = memchr(body, '#', (size_t)(bend - body)) ||
			 keep(body, (size_t)(bend - body), arg) ||
			 names_one(body, (size_t)(bend - body), &macros);
		f.name = function_name(code, text, j - 1, &f.name_len);
		if (!f.name) {
			f.name = "";
			f.name_len = 0;
		}
		ALLOC_GROW(fns, nfns, cap);
		fns[nfns++] = f;
		i = k;
		depth = 0;
	}
	if (links)
		keep_links(code, fns, nfns, links);
	for (size_t f = 0; f < nfns; f++) {
		if (fns[f].kept)
			continue;
		for (size_t x = fns[f].open + 1; x < fns[f].close; x++)
			if (out[x] != '\n')
				out[x] = ' ';
		(*trimmed)++;
	}
	free(fns);
	free(code);
	sl_free(&macros);
	return out;
}
