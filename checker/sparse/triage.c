// SPDX-License-Identifier: GPL-2.0
/*
 * Triage of sparse's own output.  sparse already checks the __rcu
 * address space; its warnings say "different address spaces" or
 * "dereference of noderef expression" and the type lines that follow name
 * __rcu.  Those become rcu-address-space records, grouped per field (the
 * member the source line accesses), sorted so one field's sites sit
 * together; every other line of sparse's goes through untouched.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "rcu/confidence.h"
#include "sparse/sparse-rcu.h"

struct group {
	const char *start, *end;	/* the lines of one warning */
};

/* "FILE:LINE:COL: " prefix length, or 0. */
static size_t prefix_len(const char *l, const char *eol, char **file,
			 int *line, int *col)
{
	const char *p = l;

	for (int field = 0; field < 3; field++) {
		const char *c = memchr(p, ':', (size_t)(eol - p));

		if (!c)
			return 0;
		if (field == 0) {
			if (file)
				*file = xstrndup(l, (size_t)(c - l));
		} else {
			char *end;
			long v = strtol(p, &end, 10);

			if (end != c) {
				if (file) {
					free(*file);
					*file = NULL;
				}
				return 0;
			}
			if (field == 1 && line)
				*line = (int)v;
			if (field == 2 && col)
				*col = (int)v;
		}
		p = c + 1;
	}
	return (size_t)(p - l);
}

static bool is_rcu_group(const char *s, size_t n)
{
	char *t = xstrndup(s, n);
	bool r = strstr(t, "__rcu") &&
		 (strstr(t, "address space") || strstr(t, "noderef"));

	free(t);
	return r;
}

/*
 * The member a warning is about, from the source at @col: in
 * "&t->sighand->siglock" the __rcu pointer is the member that is followed
 * by another (sighand), so of a chain of two or more it is the one before
 * last; of one, that one.
 */
static char *field_at(const char *file, int line, int col)
{
	size_t len;
	char *src = read_file(file, &len);
	char *r = NULL;

	if (!src)
		return NULL;
	char *l = src;

	for (int i = 1; i < line && l; i++) {
		l = strchr(l, '\n');
		if (l)
			l++;
	}
	if (l) {
		char *eol = strchr(l, '\n');

		if (eol)
			*eol = '\0';
		char *at = (size_t)col <= strlen(l) && col > 0 ? l + col - 1 : l;
		char *p = at;

		/* at a call: its first argument */
		while (isalnum((unsigned char)*p) || *p == '_')
			p++;
		if (*p == '(' && p > at) {
			at = p + 1;
			while (*at == '&' || *at == '(' || *at == '*' || *at == ' ')
				at++;
		}
		/* back to where the expression starts */
		p = at;
		while (p > l) {
			if (isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == '.')
				p--;
			else if (p - l >= 2 && p[-1] == '>' && p[-2] == '-')
				p -= 2;
			else
				break;
		}
		const char *m[16];
		int ml[16], n = 0, before = -1;

		while (isalnum((unsigned char)*p) || *p == '_')
			p++;
		while (n < 16) {
			const char *op = p;
			int skip = p[0] == '-' && p[1] == '>' ? 2 : p[0] == '.' ? 1 : 0;

			if (!skip)
				break;
			p += skip;
			m[n] = p;
			while (isalnum((unsigned char)*p) || *p == '_')
				p++;
			ml[n] = (int)(p - m[n]);
			if (!ml[n])
				break;
			if (before < 0 && op >= at)
				before = n;	/* the member sparse points at */
			n++;
		}
		/*
		 * sparse points at the dereference of the __rcu member, so
		 * the field is the member before; pointing at the start, the
		 * last one.
		 */
		int k = before > 0 ? before - 1 : before == 0 ? 0 : n - 1;

		if (n && k >= 0)
			r = str_printf("->%.*s", ml[k], m[k]);
	}
	free(src);
	return r;
}

/*
 * The end of a warning whose first line ends at @eol: its indented
 * continuation lines go with it.
 */
static const char *group_end(const char *eol, const char *end)
{
	const char *gend = eol;

	while (gend < end) {
		const char *ne = memchr(gend, '\n', (size_t)(end - gend));

		ne = ne ? ne + 1 : end;
		size_t npl = prefix_len(gend, ne, NULL, NULL, NULL);

		if (!npl || gend[npl] != ' ' || gend[npl + 1] != ' ')
			break;
		gend = ne;
	}
	return gend;
}

/* The __rcu type, from the continuation lines ("expected ...", "got ..."). */
static char *rcu_type(const char *g, const char *eol, const char *gend)
{
	const char *t = strstr(eol, "__rcu");

	if (eol >= gend || !t || t >= gend)
		return NULL;
	const char *ls = t;

	while (ls > g && ls[-1] != '\n')
		ls--;
	size_t tp = prefix_len(ls, gend, NULL, NULL, NULL);
	const char *te = memchr(t, '\n', (size_t)(gend - t));

	if (!tp || ls + tp >= t)
		return NULL;
	const char *ts = ls + tp;

	while (*ts == ' ')
		ts++;
	if (starts_with(ts, "expected "))
		ts += 9;
	else if (starts_with(ts, "got "))
		ts += 4;
	return xstrndup(ts, (size_t)((te ? te : gend) - ts));
}

/* "... __rcu *real_parent": the field is named by sparse (or NULL). */
static char *field_of_type(const char *type)
{
	const char *e = type + strlen(type), *b = e;

	while (b > type && (isalnum((unsigned char)b[-1]) || b[-1] == '_'))
		b--;
	/* "... __rcu *[noderef] __rcu sighand" too */
	bool after_rcu = b - type > 6 && !strncmp(b - 6, "__rcu ", 6) &&
			 strchr(type, '*') && strchr(type, '*') < b;

	if (b < e && b > type && (b[-1] == '*' || after_rcu))
		return str_printf("->%.*s", (int)(e - b), b);
	return NULL;
}

/*
 * The rcu-address-space record of one group of sparse's: lines @g to
 * @gend, the first ending at @eol, its prefix @pl long.  Takes @file.
 */
static void rcu_record(struct finding *f, const char *g, const char *eol,
		       const char *gend, size_t pl, char *file, int line, int col)
{
	const char *msg = g + pl;

	while (*msg == ' ')
		msg++;
	if (starts_with(msg, "warning: "))
		msg += 9;
	else if (starts_with(msg, "error: "))
		msg += 7;
	const char *me = memchr(msg, '\n', (size_t)(gend - msg));
	char *field = field_at(file, line, col);
	char *type = rcu_type(g, eol, gend);
	char *named = type ? field_of_type(type) : NULL;

	if (named) {
		free(field);
		field = named;
	}
	f->tool = str_dup("sparse");
	f->rule = str_dup("rcu-address-space");
	f->severity = str_dup("warning");
	f->file = file;
	f->line = line;
	f->col = col;
	f->access = field;
	f->flavor = str_dup("rcu");
	f->confidence = str_dup(rcu_confidence_name(RCU_CONF_CERTAIN));	/* sparse's types prove it */
	f->tier = str_dup("default");
	f->message = str_printf("%.*s%s%s%s%s",
		(int)((me ? me : gend) - msg), msg,
		field || type ? " [field " : "",
		field ? field : "?",
		type ? ": " : "", type ? type : "");
	if (field || type) {
		char *m = str_printf("%s]", f->message);

		free(f->message);
		f->message = m;
	}
	free(type);
}

/* One field's records together, in source order within it. */
static void sort_by_field(struct finding_list *local)
{
	for (size_t i = 1; i < local->n; i++) {
		for (size_t j = i; j > 0; j--) {
			struct finding *a = &local->v[j - 1], *b = &local->v[j];
			const char *fa = a->access ? a->access : "";
			const char *fb = b->access ? b->access : "";
			int c = strcmp(fa, fb);

			if (c < 0 || (c == 0 && (a->line < b->line ||
			    (a->line == b->line && a->col <= b->col))))
				break;
			struct finding tmp = *a;

			*a = *b;
			*b = tmp;
		}
	}
}

/* An inline function's warning, once per expansion: once in @out. */
static void append_unique(struct finding_list *out, struct finding_list *local)
{
	for (size_t i = 0; i < local->n; i++) {
		struct finding *f = &local->v[i];
		bool dup = false;

		for (size_t j = 0; j < out->n && !dup; j++)
			dup = out->v[j].line == f->line && out->v[j].col == f->col &&
			      !strcmp(out->v[j].file, f->file) &&
			      !strcmp(out->v[j].message, f->message);
		if (dup)
			continue;	/* its few strings are left to exit */
		*finding_new(out) = *f;
	}
}

void triage_sparse_output(const char *text, size_t len, FILE *pass,
			  bool errors_only, struct finding_list *out)
{
	const char *end = text + len;
	struct finding_list local = { NULL, 0, 0 };

	for (const char *l = text; l < end;) {
		const char *g = l, *eol = memchr(l, '\n', (size_t)(end - l));

		eol = eol ? eol + 1 : end;
		char *file = NULL;
		int line = 0, col = 0;
		size_t pl = prefix_len(g, eol, &file, &line, &col);
		const char *gend = pl ? group_end(eol, end) : eol;

		if (pl && is_rcu_group(g, (size_t)(gend - g))) {
			rcu_record(finding_new(&local), g, eol, gend, pl, file,
				   line, col);
			file = NULL;
		} else if (pass && (!errors_only || (pl && gend - g > (long)pl + 7 &&
			   !strncmp(g + pl, " error: ", 8)))) {
			/* --rcu-only: sparse's errors still (a file it cannot parse) */
			fwrite(g, 1, (size_t)(gend - g), pass);
		}
		free(file);
		l = gend;
	}
	sort_by_field(&local);
	append_unique(out, &local);
	free(local.v);
	if (pass)
		fflush(pass);
}
