// SPDX-License-Identifier: GPL-2.0
#include "audit/ctoks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "index/tindex.h"
#include "lib/strmap.h"
#include "lib/util.h"

bool tk_is(const struct tok *t, const char *word)
{
	return t->len == strlen(word) && !memcmp(t->s, word, t->len);
}

bool tk_ident(const struct tok *t)
{
	return is_ident_char(t->s[0]) && !(t->s[0] >= '0' && t->s[0] <= '9');
}

bool tk_punct(const struct tok *t, char c)
{
	return t->len == 1 && t->s[0] == c;
}

bool tk_assigned_at(const struct toks *t, size_t i)
{
	return i + 2 < t->n && tk_ident(&t->v[i]) && !tk_keyword(&t->v[i]) &&
	       tk_punct(&t->v[i + 1], '=') &&
	       !(t->v[i + 2].len == 1 && t->v[i + 2].s[0] == '=' &&
		 t->v[i + 1].s + 1 == t->v[i + 2].s) &&
	       !(i && (tk_is(&t->v[i - 1], "->") || tk_punct(&t->v[i - 1], '.')));
}

bool tk_directive(const struct tok *t)
{
	return t->s[0] == '#';
}

bool tk_keyword(const struct tok *w)
{
	static const char *const words[] = { "if", "for", "while", "do", "switch", "return", "break",
					      "continue", "goto", "case", "default", "else", "sizeof",
					      "typeof", "__typeof__", "__typeof", "__attribute__",
					      "asm", "__asm__", "_Static_assert", "static_assert",
					      NULL };

	for (size_t i = 0; words[i]; i++)
		if (tk_is(w, words[i]))
			return true;
	return false;
}


/*
 * The token a conditional directive at @p is ("#if" for #if, #ifdef and
 * #ifndef, "#if0" for "#if 0", "#elif", "#else", "#endif"), or NULL for any
 * other directive.
 */
static const char *directive_token(const char *p, const char *end)
{
	static const char *const words[] = { "ifdef", "ifndef", "if", "elif", "else", "endif", NULL };
	static const char *const toks[] = { "#if", "#if", "#if", "#elif", "#else", "#endif" };

	for (p++; p < end && (*p == ' ' || *p == '\t'); p++)
		;
	for (size_t i = 0; words[i]; i++) {
		size_t n = strlen(words[i]);

		if (p + n > end || strncmp(p, words[i], n) || (p + n < end && is_ident_char(p[n])))
			continue;
		if (!strcmp(words[i], "if")) {
			const char *q = p + n;

			while (q < end && (*q == ' ' || *q == '\t'))
				q++;
			if (q < end && *q == '0' && (q + 1 >= end || !is_ident_char(q[1])))
				return "#if0";
		}
		return toks[i];
	}
	return NULL;
}

/*
 * Is the directive [@p, @end) one that changes no code a rule reads: an
 * #undef, or the #define of a name as a constant (#define LOCAL_OK 1:
 * 6.12 fib_del_ifaddr()'s flags), no bracket in it?
 */
static bool inert_define(const char *p, const char *end)
{
	for (p++; p < end && (*p == ' ' || *p == '\t'); p++)
		;
	if (end - p > 5 && !strncmp(p, "undef", 5) && !is_ident_char(p[5]))
		return true;
	if (end - p <= 6 || strncmp(p, "define", 6) || is_ident_char(p[6]))
		return false;
	for (p += 6; p < end && (*p == ' ' || *p == '\t'); p++)
		;
	while (p < end && is_ident_char(*p))
		p++;
	/* a function-like macro's "(" right after its name, or any bracket, quote or continuation after */
	for (; p < end; p++)
		if (strchr("()[]{}\"'\\", *p))
			return false;
	return true;
}

/* The end of the comment, string, character or directive at @p, or @p; lines passed into *@line. */
static const char *skip_blank(const char *p, const char *end, bool line_start, int *line,
			      bool *directive)
{
	const char *from = p;

	if (p + 1 < end && p[0] == '/' && p[1] == '*') {
		const char *e = strstr(p + 2, "*/");

		p = e && e + 2 <= end ? e + 2 : end;
	} else if (p + 1 < end && p[0] == '/' && p[1] == '/') {
		while (p < end && *p != '\n')
			p++;
	} else if (*p == '"' || *p == '\'') {
		char q = *p++;

		while (p < end && *p != q && *p != '\n')
			p += *p == '\\' && p + 1 < end ? 2 : 1;
		p = p < end ? p + 1 : end;
	} else if (*p == '#' && line_start) {
		/* a directive, with its continued lines: conditionals are tokens of their own */
		const char *start = p;

		while (p < end && *p != '\n')
			p += *p == '\\' && p + 1 < end ? 2 : 1;
		*directive |= directive_token(start, end) == NULL && !inert_define(start, p);
	}
	for (const char *c = from; c < p; c++)
		*line += *c == '\n';
	return p;
}

void tk_scan(const char *from, const char *end, int line, struct toks *out)
{
	bool line_start = true;

	for (const char *p = from; p < end;) {
		const char *q = skip_blank(p, end, line_start, &line, &out->directives);

		if (q != p && *p == '#' && line_start && directive_token(p, end)) {
			ALLOC_GROW(out->v, out->n, out->alloc);
			out->v[out->n++] = (struct tok){ directive_token(p, end),
							 strlen(directive_token(p, end)), line };
		}
		if (q != p) {
			p = q;
			continue;
		}
		if (*p == '\n' || *p == ' ' || *p == '\t' || *p == '\r' || *p == '\f') {
			if (*p == '\n') {
				line_start = true;
				line++;
			}
			p++;
			continue;
		}
		line_start = false;
		ALLOC_GROW(out->v, out->n, out->alloc);
		q = p;
		if (is_ident_char(*p))
			while (q < end && is_ident_char(*q))
				q++;
		else
			q = p + (p + 1 < end && p[0] == '-' && p[1] == '>' ? 2 : 1);
		out->v[out->n++] = (struct tok){ p, (size_t)(q - p), line };
		p = q;
	}
}

size_t tk_close(const struct toks *t, size_t i)
{
	char open = t->v[i].s[0], close = open == '(' ? ')' : open == '{' ? '}' : ']';
	int depth = 0;

	for (size_t k = i; k < t->n; k++) {
		if (t->v[k].len != 1)
			continue;
		if (t->v[k].s[0] == open)
			depth++;
		else if (t->v[k].s[0] == close && --depth == 0)
			return k;
	}
	return t->n;
}

bool tk_text_has_guard(const char *text)
{
	static const char *const words[] = { "guard", "scoped_guard", "scoped_cond_guard", "CLASS",
					     "scoped_class", NULL };

	for (int k = 0; words[k]; k++) {
		size_t n = strlen(words[k]);

		for (const char *p = strstr(text, words[k]); p; p = strstr(p + 1, words[k])) {
			const char *q = p + n;

			if (p > text && is_ident_char(p[-1]))
				continue;
			while (*q == ' ' || *q == '\t' || *q == '\n')
				q++;
			if (*q == '(')
				return true;
		}
	}
	return false;
}

bool tk_each_function(struct tindex *ti, unsigned file,
		      bool (*fn)(const struct toks *t, const struct cfunc *f, void *arg), void *arg)
{
	const struct cfile *cf = tindex_file(ti, file);
	bool ok = true;

	for (size_t i = 0; i < cf->nfuncs && ok; i++) {
		const struct cfunc *f = &cf->funcs[i];
		size_t len;
		const char *start = tindex_file_lines(ti, file, f->line, f->end_line, &len);
		struct toks t = { 0 };

		if (f->is_macro || !start || !len)
			continue;
		tk_scan(start, start + len, f->line, &t);
		ok = fn(&t, f, arg);
		free(t.v);
	}
	return ok;
}

void tk_found_key(struct strmap *found, const char *text, const struct tok *w)
{
	char key[32];

	snprintf(key, sizeof(key), "%ld", (long)(w->s - text));
	*strmap_slot(found, key) = (void *)1;
}

bool tk_calls_found(const char *code, const struct strmap *found,
		    bool (*is_call)(const char *name, size_t len, void *arg), void *arg)
{
	for (const char *p = code; *p; p++) {
		if (!is_ident_char(*p) || (p > code && is_ident_char(p[-1])))
			continue;
		const char *e = p, *after;

		while (is_ident_char(*e))
			e++;
		for (after = e; *after == ' ' || *after == '\t' || *after == '\n'; after++)
			;
		if (*after == '(' && is_call(p, (size_t)(e - p), arg)) {
			char key[32];

			snprintf(key, sizeof(key), "%ld", (long)(p - code));
			if (!strmap_get(found, key))
				return false;
		}
		p = e - 1;
	}
	return true;
}
