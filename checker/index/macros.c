// SPDX-License-Identifier: GPL-2.0
/*
 * The accessor macros (see macros.h). A worklist of names, the model's
 * accessors first: for each, the files whose text calls it are scanned
 * again (cindex_scan()), and each macro whose body calls it becomes a row
 * and a name of the worklist in turn. The row's condition is read from
 * the definition's text: the accessor's condition argument, or the inner
 * macro's condition with its parameters replaced by the arguments.
 */
#include "index/macros.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "lib/strmap.h"
#include "rcu/model.h"

struct mrow {
	char *name, *file, *params, *cond, *via;
	const struct rcu_accessor *acc;
};

struct mset {
	struct mrow *v;
	size_t n, alloc;
	struct strmap seen;	/* "NAME\tFILE" */
	struct strmap by_name;	/* NAME -> 1 + index of its first row */
	struct strlist work;
};

/* Runs of blanks as one space, none at the ends. */
static char *squeeze(const char *s, size_t n)
{
	char *out = xmalloc(n + 1), *o = out;

	for (size_t i = 0; i < n; i++) {
		if (isspace((unsigned char)s[i])) {
			if (o > out && o[-1] != ' ')
				*o++ = ' ';
			continue;
		}
		*o++ = s[i];
	}
	while (o > out && o[-1] == ' ')
		o--;
	*o = '\0';
	return out;
}

/*
 * The definition of the macro at lines @line..@end_line of @text: its
 * parameters and its body, continuation lines joined and comments
 * blanked. False when it is not "#define NAME(...)".
 */
static bool macro_def(const char *text, size_t len, int line, int end_line,
		      struct strlist *params, char **body)
{
	const char *p = text, *end = text + len;
	struct strbuf sb = STRBUF_INIT;

	for (int l = 1; l < line && p < end; l++) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));

		p = nl ? nl + 1 : end;
	}
	for (int l = line; l <= end_line && p < end; l++) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *e = nl ? nl : end;
		size_t n = (size_t)(e - p);

		while (n && (p[n - 1] == '\r' || p[n - 1] == ' ' || p[n - 1] == '\t'))
			n--;
		bool cont = n && p[n - 1] == '\\';

		sb_add(&sb, p, cont ? n - 1 : n);
		sb_putc(&sb, ' ');
		p = nl ? nl + 1 : end;
		if (!cont && l >= line)
			break;
	}
	/* comments to blanks */
	for (char *c = sb.buf; c && *c; c++) {
		if (c[0] == '/' && c[1] == '*') {
			char *e = strstr(c + 2, "*/");
			char *stop = e ? e + 2 : c + strlen(c);

			memset(c, ' ', (size_t)(stop - c));
			c = stop - 1;
		} else if (c[0] == '/' && c[1] == '/') {
			memset(c, ' ', strlen(c));
			break;
		}
	}
	char *s = sb.buf ? strstr(sb.buf, "define") : NULL;
	bool ok = false;

	if (s) {
		s += 6;
		while (*s == ' ' || *s == '\t')
			s++;
		while (is_ident_char(*s))
			s++;
		if (*s == '(') {
			char *close = strchr(s, ')');

			if (close) {
				for (char *a = s + 1; a < close;) {
					size_t n = strcspn(a, ",)");
					char *prm = squeeze(a, n);
					size_t pl = strlen(prm);

					/* "cond...": GNU's named variadic parameter is "cond" */
					if (pl > 3 && ends_with(prm, "..."))
						prm[pl - 3] = '\0';
					if (*prm)
						sl_push_owned(params, prm);
					else
						free(prm);
					a += n + (a[n] == ',');
				}
				*body = str_dup(close + 1);
				ok = true;
			}
		}
	}
	sb_free(&sb);
	return ok;
}

/* The arguments of the first call of @callee in @body (top-level commas); false when none. */
static bool call_args(const char *body, const char *callee, struct strlist *args)
{
	size_t cl = strlen(callee);

	for (const char *s = body; (s = strstr(s, callee)); s += cl) {
		if ((s > body && is_ident_char(s[-1])) || is_ident_char(s[cl]))
			continue;
		const char *a = s + cl;

		while (*a == ' ' || *a == '\t')
			a++;
		if (*a != '(')
			continue;
		int depth = 0;
		const char *start = ++a;

		for (; *a; a++) {
			if (*a == '(' || *a == '[' || *a == '{') {
				depth++;
			} else if ((*a == ')' || *a == ']' || *a == '}') && depth) {
				depth--;
			} else if (*a == ')' || (*a == ',' && !depth)) {
				sl_push_owned(args, squeeze(start, (size_t)(a - start)));
				start = a + 1;
				if (*a == ')')
					return true;
			}
		}
		return false;
	}
	return false;
}

/* @tmpl with each identifier that is one of @params replaced by the argument at its place. */
static char *substitute(const char *tmpl, const struct strlist *params, const struct strlist *args)
{
	struct strbuf sb = STRBUF_INIT;

	for (const char *s = tmpl; *s;) {
		if (!is_ident_char(*s) || (s > tmpl && is_ident_char(s[-1]))) {
			sb_putc(&sb, *s++);
			continue;
		}
		size_t n = 0;

		while (is_ident_char(s[n]))
			n++;
		size_t i;

		for (i = 0; i < params->n && i < args->n; i++)
			if (strlen(params->v[i]) == n && !memcmp(params->v[i], s, n))
				break;
		if (i < params->n && i < args->n)
			sb_puts(&sb, args->v[i]);
		else
			sb_add(&sb, s, n);
		s += n;
	}
	return sb_detach(&sb);
}

static char *join(const struct strlist *sl, size_t from, const char *sep)
{
	struct strbuf sb = STRBUF_INIT;

	for (size_t i = from; i < sl->n; i++)
		sb_printf(&sb, "%s%s", i > from ? sep : "", sl->v[i]);
	return sb.len ? sb_detach(&sb) : str_dup("-");
}

/* The row @name resolves to when called from @file: its own, else a header's; NULL if none. */
static const struct mrow *visible_row(const struct mset *ms, const char *name, const char *file)
{
	const struct mrow *hdr = NULL;

	if (!strmap_get(&ms->by_name, name))
		return NULL;
	for (size_t i = 0; i < ms->n; i++) {
		const struct mrow *r = &ms->v[i];

		if (strcmp(r->name, name))
			continue;
		if (!strcmp(r->file, file))
			return r;
		if (!hdr && ends_with(r->file, ".h"))
			hdr = r;
	}
	return hdr;
}

/* Macro @fn of @file calls @callee: its row, from its definition in @text. */
static void add_row(struct mset *ms, const char *file, const char *text, size_t len,
		    const struct cfunc *fn, const char *callee)
{
	const struct rcu_accessor *acc = rcu_accessor_find(callee);
	const struct mrow *inner = acc ? NULL : visible_row(ms, callee, file);
	struct strlist params = STRLIST_INIT, args = STRLIST_INIT;
	char *body = NULL, *key;
	void **slot;

	/* a macro that takes a reader or a lock itself (task_cred_xxx()) protects its access */
	if (rcu_accessor_known(fn->name) || (!acc && !inner) || !tindex_kernel_file(file) ||
	    body_takes_any(fn))
		return;
	key = str_printf("%s\t%s", fn->name, file);
	slot = strmap_slot(&ms->seen, key);
	free(key);
	if (*slot)
		return;
	if (!macro_def(text, len, fn->line, fn->end_line, &params, &body) ||
	    !call_args(body, callee, &args))
		goto out;
	*slot = (void *)1;

	struct mrow r = { .name = str_dup(fn->name), .file = str_dup(file),
			  .params = join(&params, 0, ",") };

	if (acc) {
		r.acc = acc;
		r.cond = acc->cond_arg && args.n >= (size_t)acc->cond_arg ?
			 join(&args, (size_t)acc->cond_arg - 1, ", ") : str_dup("-");
		/* ", ## cond": the comma pasted away when the argument is empty */
		if (starts_with(r.cond, "## ") || starts_with(r.cond, "##")) {
			char *c = str_dup(r.cond + strspn(r.cond, "# "));

			free(r.cond);
			r.cond = *c ? c : (free(c), str_dup("-"));
		}
		r.via = str_dup("-");
	} else {
		struct strlist ip = STRLIST_INIT;

		r.acc = inner->acc;
		if (strcmp(inner->params, "-")) {
			char *copy = str_dup(inner->params);

			for (char *save = NULL, *t = strtok_r(copy, ",", &save); t;
			     t = strtok_r(NULL, ",", &save))
				sl_push(&ip, t);
			free(copy);
		}
		r.cond = strcmp(inner->cond, "-") ? substitute(inner->cond, &ip, &args)
						  : str_dup("-");
		r.via = strcmp(inner->via, "-") ? str_printf("%s,%s", inner->via, callee)
						: str_dup(callee);
		sl_free(&ip);
	}
	ALLOC_GROW(ms->v, ms->n, ms->alloc);
	ms->v[ms->n++] = r;
	slot = strmap_slot(&ms->by_name, r.name);
	if (!*slot) {
		*slot = (void *)(uintptr_t)ms->n;
		sl_push(&ms->work, r.name);
	}
out:
	free(body);
	sl_free(&params);
	sl_free(&args);
}

/* The macros of the files that call @name, whose bodies call it. */
static void expand(struct mset *ms, struct tindex *ti, const char *name)
{
	size_t n;
	const unsigned *files = tindex_callers_files(ti, name, &n);

	for (size_t i = 0; i < n; i++) {
		const char *rel = tindex_path(ti, files[i]);
		char *path = path_join(tindex_root(ti), rel);
		size_t len;
		char *text = read_file(path, &len);
		struct cfile cf;

		free(path);
		if (!text)
			continue;
		/* most callers are functions: only files defining a macro are scanned */
		if (!memmem(text, len, "define", 6)) {
			free(text);
			continue;
		}
		cindex_scan(text, len, &cf);
		for (size_t c = 0; c < cf.ncalls; c++) {
			const struct ccall *call = &cf.calls[c];

			if (call->caller >= 0 && cf.funcs[call->caller].is_macro &&
			    !strcmp(call->callee, name))
				add_row(ms, rel, text, len, &cf.funcs[call->caller], name);
		}
		cfile_free(&cf);
		free(text);
	}
}

static char *compute(struct tindex *ti)
{
	struct mset ms = { 0 };
	struct strbuf sb = STRBUF_INIT;
	size_t nacc;
	const struct rcu_accessor *acc = rcu_accessors(&nacc);

	for (size_t i = 0; i < nacc; i++)
		expand(&ms, ti, acc[i].name);
	for (size_t w = 0; w < ms.work.n; w++)
		expand(&ms, ti, ms.work.v[w]);
	for (size_t i = 0; i < ms.n; i++) {
		const struct mrow *r = &ms.v[i];

		sb_printf(&sb, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r->name, r->file,
			  r->acc->name, r->acc->kind, r->acc->flavor, r->params, r->cond, r->via);
		free(r->name);
		free(r->file);
		free(r->params);
		free(r->cond);
		free(r->via);
	}
	free(ms.v);
	strmap_free(&ms.seen, NULL);
	strmap_free(&ms.by_name, NULL);
	sl_free(&ms.work);
	return sb.len ? sb_detach(&sb) : str_dup("");
}

const char *tindex_accessor_macros(struct tindex *ti, const char *save_path)
{
	if (tindex_macros(ti))
		return tindex_macros(ti);
	double t0 = now_seconds();

	tindex_set_macros(ti, compute(ti));
	if (save_path) {
		note("index: accessor macros computed in %.1fs", now_seconds() - t0);
		tindex_save(ti, save_path);
	}
	return tindex_macros(ti);
}

static char *field(const char **p)
{
	const char *e = strchr(*p, '\t'), *nl = strchr(*p, '\n');
	size_t n;

	if (!e || (nl && nl < e))
		e = nl ? nl : *p + strlen(*p);
	n = (size_t)(e - *p);
	char *f = xstrndup(*p, n);

	*p = *e == '\t' ? e + 1 : e;
	return f;
}

void accessor_macro_free(struct accessor_macro *m)
{
	free(m->name);
	free(m->file);
	free(m->accessor);
	free(m->kind);
	free(m->flavor);
	free(m->params);
	free(m->cond);
	free(m->via);
	memset(m, 0, sizeof(*m));
}

bool tindex_accessor_macro(struct tindex *ti, const char *name, const char *file,
			   struct accessor_macro *out)
{
	const char *t = tindex_accessor_macros(ti, NULL);
	size_t n = strlen(name);

	memset(out, 0, sizeof(*out));
	for (const char *l = t; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
		if (strncmp(l, name, n) || l[n] != '\t')
			continue;
		const char *p = l;
		struct accessor_macro m;

		m.name = field(&p);
		m.file = field(&p);
		m.accessor = field(&p);
		m.kind = field(&p);
		m.flavor = field(&p);
		m.params = field(&p);
		m.cond = field(&p);
		m.via = field(&p);
		/* the calling file's own macro, else the first header's */
		if (!strcmp(m.file, file)) {
			accessor_macro_free(out);
			*out = m;
			break;
		}
		if (!out->name && ends_with(m.file, ".h"))
			*out = m;
		else
			accessor_macro_free(&m);
	}
	return out->name != NULL;
}

char *macro_cond_for_call(const char *cond, const char *params, const char *text,
			  const char *callee)
{
	struct strlist ps = STRLIST_INIT, args = STRLIST_INIT;
	char *copy, *r = NULL;

	if (!starts_with(text, callee) || !call_args(text, callee, &args))
		goto out;
	copy = str_dup(params);
	for (char *save = NULL, *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save))
		sl_push(&ps, t);
	free(copy);
	/* each argument in parentheses, as the preprocessor's expansion groups it */
	for (size_t i = 0; i < args.n; i++) {
		char *a = str_printf("(%s)", args.v[i]);

		free(args.v[i]);
		args.v[i] = a;
	}
	r = substitute(cond, &ps, &args);
out:
	sl_free(&ps);
	sl_free(&args);
	return r;
}
