// SPDX-License-Identifier: GPL-2.0
/*
 * Object and lock keys from expression text (see objkey.h).
 */
#include "index/objkey.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "rcu/model.h"

static bool ident_start(char c)
{
	return isalpha((unsigned char)c) || c == '_';
}

/* @expr without blanks, subscripts, and leading '&', '*' and enclosing parentheses. */
static char *squeeze(const char *expr)
{
	struct strbuf sb = STRBUF_INIT;
	int sub = 0;

	for (const char *p = expr; *p; p++) {
		if (*p == '[')
			sub++;
		else if (*p == ']' && sub)
			sub--;
		else if (!sub && !isspace((unsigned char)*p))
			sb_putc(&sb, *p);
	}
	char *s = sb.buf ? sb.buf : str_dup("");
	size_t n = strlen(s), a = 0;

	for (;;) {
		while (a < n && (s[a] == '&' || s[a] == '*'))
			a++;
		if (a < n && s[a] == '(' && n && s[n - 1] == ')') {
			int depth = 0;
			size_t i;

			for (i = a; i < n; i++) {
				if (s[i] == '(')
					depth++;
				else if (s[i] == ')' && --depth == 0)
					break;
			}
			if (i == n - 1) {
				a++;
				n--;
				continue;
			}
		}
		break;
	}
	memmove(s, s + a, n - a);
	s[n - a] = '\0';
	return s;
}

/* The length of an identifier at @s, 0 if none. */
static size_t ident_len(const char *s)
{
	size_t n = 0;

	if (!ident_start(*s))
		return 0;
	while (is_ident_char(s[n]))
		n++;
	return n;
}

/* Is @s a chain "id(->id|.id)*"? The offset of its first separator (or end). */
static bool is_chain(const char *s, size_t *first_sep)
{
	size_t n = ident_len(s);

	if (!n)
		return false;
	*first_sep = n;
	while (s[n]) {
		size_t sep = s[n] == '.' ? 1 : !strncmp(s + n, "->", 2) ? 2 : 0;
		size_t m;

		if (!sep || !(m = ident_len(s + n + sep)))
			return false;
		n += sep + m;
	}
	return true;
}

/* "->" and what follows the last "->" of @s when the rest is ".id" members, or NULL. */
static char *last_arrow_suffix(const char *s)
{
	const char *a = NULL;

	for (const char *p = strstr(s, "->"); p; p = strstr(p + 2, "->"))
		a = p;
	if (!a)
		return NULL;
	size_t first;

	if (!is_chain(a + 2, &first))
		return NULL;
	for (const char *p = a + 2; *p; p++)
		if (*p == '-' && p[1] == '>')
			return NULL;
	return str_printf("->%s", a + 2);
}

char *objkey_expr(const char *expr, objkey_type_fn type_of, void *ctx)
{
	char *s = squeeze(expr), *key = NULL;
	size_t sep;

	if (!is_chain(s, &sep)) {
		key = last_arrow_suffix(s);
		goto out;
	}
	if (!s[sep]) {
		key = str_dup(s);
		goto out;
	}
	size_t tlen = 0;
	const char *t = type_of ? type_of(s, sep, &tlen, ctx) : NULL;
	const char *rest = s + sep + (s[sep] == '.' ? 1 : 2);

	if (t && !strstr(rest, "->"))
		key = str_printf("struct %.*s.%s", (int)tlen, t, rest);
	else if (strstr(s, "->"))
		key = last_arrow_suffix(s);
	else
		key = NULL;	/* x.f of an untyped x: a local struct, likely */
out:
	free(s);
	return key;
}

char *objkey_node(const char *type, const char *member)
{
	char *t = squeeze(type), *m = squeeze(member), *key = NULL;
	const char *name = t;

	if (!strncmp(name, "struct", 6) || !strncmp(name, "union", 5))
		name += name[0] == 's' ? 6 : 5;
	size_t first;

	if (ident_len(name) == strlen(name) && *name && is_chain(m, &first) && !strstr(m, "->"))
		key = str_printf("struct %s.%s", name, m);
	free(t);
	free(m);
	return key;
}

bool objkey_is_global(const char *key)
{
	return key && ident_len(key) == strlen(key) && *key;
}

const char *objkey_field(const char *key)
{
	if (!key)
		return NULL;
	if (!strncmp(key, "->", 2))
		return key + 2;
	if (!strncmp(key, "struct ", 7)) {
		const char *dot = strchr(key + 7, '.');

		return dot ? dot + 1 : NULL;
	}
	return NULL;
}

char *objkey_lock(const char *expr)
{
	char *s = squeeze(expr);
	const struct strlist *members = rcu_model_lock_members();
	size_t sep;

	for (size_t i = 0; i < members->n; i++) {
		size_t n = strlen(s), m = strlen(members->v[i]);

		if (n > m && !strcmp(s + n - m, members->v[i]))
			s[n - m] = '\0';
	}
	if (!is_chain(s, &sep)) {
		free(s);
		return NULL;
	}
	const char *arrow = strstr(s, "->");

	if (arrow) {
		char *k = str_dup(arrow);

		free(s);
		return k;
	}
	return s;
}

size_t objkey_args(const char *text, size_t len, struct strlist *args)
{
	const char *p = memchr(text, '(', len), *end = text + len, *start;
	int depth = 0;
	size_t n = 0;

	if (!p)
		return 0;
	start = ++p;
	for (; p < end; p++) {
		char c = *p;

		if (c == '"' || c == '\'') {
			for (p++; p < end && *p != c; p++)
				if (*p == '\\')
					p++;
		} else if (c == '(' || c == '[' || c == '{') {
			depth++;
		} else if ((c == ')' || c == ']' || c == '}') && depth) {
			depth--;
		} else if ((c == ',' || c == ')') && !depth) {
			const char *a = start, *b = p;

			while (a < b && isspace((unsigned char)*a))
				a++;
			while (b > a && isspace((unsigned char)b[-1]))
				b--;
			if (c == ')' && a == b && !n)
				return 0;	/* f() */
			sl_push_owned(args, xstrndup(a, (size_t)(b - a)));
			n++;
			start = p + 1;
			if (c == ')')
				return n;
		}
	}
	return n;
}

bool objkey_decl_type(const char *text, const char *var, size_t vlen, struct strbuf *out)
{
	for (const char *p = text; *p; p++) {
		if (strncmp(p, var, vlen) || (p > text && is_ident_char(p[-1])) || is_ident_char(p[vlen]))
			continue;
		const char *q = p;

		/* back over blanks, '*', const, __rcu */
		for (;;) {
			while (q > text && (isspace((unsigned char)q[-1]) || q[-1] == '*'))
				q--;
			const char *w = q;

			while (w > text && is_ident_char(w[-1]))
				w--;
			if ((q - w == 5 && !strncmp(w, "const", 5)) ||
			    (q - w == 5 && !strncmp(w, "__rcu", 5))) {
				q = w;
				continue;
			}
			break;
		}
		const char *te = q, *ts = q;

		while (ts > text && is_ident_char(ts[-1]))
			ts--;
		if (ts == te)
			continue;
		const char *k = ts;

		while (k > text && isspace((unsigned char)k[-1]))
			k--;
		if (k - text >= 6 && !strncmp(k - 6, "struct", 6) &&
		    (k - 6 == text || !is_ident_char(k[-7]))) {
			sb_add(out, ts, (size_t)(te - ts));
			return true;
		}
	}
	return false;
}

const char *objkey_decls_type_of(const char *name, size_t len, size_t *tlen, void *ctx)
{
	struct objkey_decls *d = ctx;

	sb_reset(&d->type);
	if (!objkey_decl_type(d->fn_text, name, len, &d->type) &&
	    !objkey_decl_type(d->file_text, name, len, &d->type))
		return NULL;
	*tlen = d->type.len;
	return d->type.buf;
}
