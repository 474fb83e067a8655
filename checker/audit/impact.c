// SPDX-License-Identifier: GPL-2.0
/*
 * The impact of reader findings, from the updaters' locks (see impact.h).
 */
#include "audit/impact.h"

#include <stdlib.h>
#include <string.h>
#include "index/objkey.h"
#include "lib/strmap.h"
#include "rcu/model.h"

/* How far up the callers of an update site's function its locks are sought. */
#define ENTRY_DEPTH 3
/* A function called from more places than this: its callers' locks are not weighed. */
#define MAX_CALLS 32

/* ---- text of the tree ---- */

static const char *file_text(struct impact_ctx *tx, const char *rel)
{
	void **slot = strmap_slot(&tx->files, rel);

	if (!*slot) {
		char *path = str_printf("%s/%s", tindex_root(tx->ti), rel);
		size_t len;
		char *t = read_file(path, &len);

		free(path);
		*slot = t ? t : str_dup("");
	}
	return *slot;
}

/* Lines @from..@to of @text, a fresh string. */
static char *lines_of(const char *text, int from, int to)
{
	const char *a = text, *b;
	int l = 1;

	while (*a && l < from)
		if (*a++ == '\n')
			l++;
	for (b = a; *b && l <= to; b++)
		if (*b == '\n')
			l++;
	return xstrndup(a, (size_t)(b - a));
}

/* ---- the updaters' locks ---- */

static bool defined_static_in(const struct tindex *ti, const char *fn, unsigned file)
{
	size_t n;
	const struct tdef *d = tindex_defs(ti, fn, &n);

	for (size_t i = 0; i < n; i++)
		if (d[i].file == file && d[i].fn->is_static)
			return true;
	return false;
}

/*
 * The locks held at every call of @fn (in the tree; in @file only when
 * @fn is static there), with those its callers hold on entry, @depth
 * callers up: "" when none or not known. Memoized in @memo.
 */
static void entry_locks(struct tindex *ti, struct strmap *memo, const char *fn, unsigned file,
			int depth, struct strlist *out)
{
	char *key = str_printf("%u:%s", file, fn);
	void **slot = strmap_slot(memo, key);

	free(key);
	if (*slot) {
		impact_split_locks(*slot, out);
		return;
	}
	*slot = str_dup("");	/* a cycle sees nothing */
	if (depth <= 0)
		return;

	size_t nfiles, ncalls = 0;
	const unsigned *files = tindex_callers_files(ti, fn, &nfiles);
	bool only_here = defined_static_in(ti, fn, file);
	struct impact_every every = { STRLIST_INIT, false };

	for (size_t i = 0; i < nfiles && ncalls <= MAX_CALLS; i++) {
		if (only_here && files[i] != file)
			continue;
		const struct cfile *cf = tindex_file(ti, files[i]);

		for (size_t k = 0; k < cf->ncalls && ncalls <= MAX_CALLS; k++) {
			const struct ccall *c = &cf->calls[k];
			struct strlist here = STRLIST_INIT;

			if (strcmp(c->callee, fn))
				continue;
			ncalls++;
			impact_split_locks(c->held, &here);
			if (strcmp(cf->funcs[c->caller].name, fn))
				entry_locks(ti, memo, cf->funcs[c->caller].name, files[i], depth - 1,
					    &here);
			impact_every_add(&every, &here);
			sl_free(&here);
		}
	}
	key = str_printf("%u:%s", file, fn);
	slot = strmap_slot(memo, key);
	free(key);
	free(*slot);
	*slot = impact_every_done(&every, ncalls > MAX_CALLS, out);
}

/* The locks @fn (in @file) holds at its last call before @line, by its text. */
static void own_locks(struct tindex *ti, unsigned file, const char *fn, int line,
		      struct strlist *out)
{
	const struct cfile *cf = tindex_file(ti, file);
	const char *held = NULL;

	if (!fn)
		return;
	for (size_t k = 0; k < cf->ncalls; k++) {
		const struct ccall *c = &cf->calls[k];

		if (c->line <= line && !strcmp(cf->funcs[c->caller].name, fn) &&
		    cf->funcs[c->caller].line <= line && cf->funcs[c->caller].end_line >= line)
			held = c->held;
	}
	struct strlist got = STRLIST_INIT;

	impact_split_locks(held, &got);
	for (size_t i = 0; i < got.n; i++)
		if (!sl_contains(out, got.v[i]))
			sl_push(out, got.v[i]);
	sl_free(&got);
}

/* The locks held at @u: at the site, and on entry to its function. */
static void site_locks(struct tindex *ti, struct strmap *memo, const struct tupdate *u,
		       struct strlist *out)
{
	impact_split_locks(u->held, out);
	entry_locks(ti, memo, u->func, u->file, ENTRY_DEPTH, out);
}

/* ---- the reader's object ---- */

/* A bare name or an untyped field is this file's only: a local, likely, elsewhere. */
static bool key_here_only(const char *key)
{
	return objkey_is_global(key) || !strncmp(key, "->", 2);
}

static void add_sites(struct tindex *ti, const char *key, unsigned file, struct tupdate_list *sites)
{
	struct tupdate_list got = { 0 };

	if (!key)
		return;
	tindex_updates(ti, key, &got);
	for (size_t i = 0; i < got.n; i++) {
		bool dup = false;

		if (key_here_only(key) && got.v[i].file != file)
			continue;
		for (size_t j = 0; j < sites->n && !dup; j++)
			dup = sites->v[j].file == got.v[i].file && sites->v[j].line == got.v[i].line;
		if (!dup) {
			ALLOC_GROW(sites->v, sites->n, sites->alloc);
			sites->v[sites->n++] = got.v[i];
		}
	}
	free(got.v);
}

static const char *object_name(const char *obj, const char *node)
{
	return obj ? obj : node;
}

static void set_impact(struct finding *f, const char *impact, char *why)
{
	free(f->impact);
	free(f->impact_why);
	f->impact = str_dup(impact);
	f->impact_why = why;
}

static char *site_name(struct tindex *ti, const struct tupdate *u)
{
	return str_printf("%s() %s:%d", u->func, tindex_path(ti, u->file), u->line);
}

/*
 * The object the call or accessor @access (in @function of @file, at
 * @line) reads, keyed as the index keys update sites, and those sites:
 * the reader's row, or NULL when @access names none the index keys.
 */
static const struct rcu_updater *object_sites(struct impact_ctx *c, unsigned file,
					      const char *path, const char *function, int line,
					      const char *access, char **obj, char **node,
					      struct tupdate_list *sites)
{
	struct tindex *ti = c->ti;
	struct objkey_decls d = { .type = STRBUF_INIT };
	char *fn_text = NULL;
	size_t ndefs;
	const struct tdef *defs = function ? tindex_defs(ti, function, &ndefs) : NULL;

	d.file_text = file_text(c, path);
	for (size_t i = 0; defs && i < ndefs; i++)
		if (defs[i].file == file && defs[i].fn->line <= line && defs[i].fn->end_line >= line)
			fn_text = lines_of(d.file_text, defs[i].fn->line, defs[i].fn->end_line);
	d.fn_text = fn_text ? fn_text : "";

	const struct rcu_updater *r = impact_reader_keys(access, objkey_decls_type_of, &d, obj, node);

	if (r) {
		add_sites(ti, *obj, file, sites);
		add_sites(ti, *node, file, sites);
		/* a list's del sites name its node only: the nodes its add sites link */
		for (size_t i = 0, n = sites->n; i < n; i++)
			if (sites->v[i].node && (!*node || strcmp(sites->v[i].node, *node)))
				add_sites(ti, sites->v[i].node, sites->v[i].file, sites);
	}
	free(fn_text);
	sb_free(&d.type);
	return r;
}

static void judge(struct impact_ctx *c, struct finding *f)
{
	struct tindex *ti = c->ti;
	long file = f->file ? tindex_file_id(ti, f->file) : -1;
	char *obj = NULL, *node = NULL;

	if (file < 0) {
		set_impact(f, IMPACT_UNKNOWN, str_dup("the access's file is not in the index"));
		return;
	}
	struct tupdate_list sites = { 0 };
	const struct rcu_updater *r = object_sites(c, (unsigned)file, f->file, f->function, f->line,
						   f->access, &obj, &node, &sites);

	if (!r) {
		set_impact(f, IMPACT_UNKNOWN, str_dup("the access names no object the index keys"));
		goto out;
	}
	if (!sites.n) {
		set_impact(f, IMPACT_UNKNOWN,
			   obj || node ? str_printf("no update site of %s found", object_name(obj, node))
				       : str_dup("the access names no object the index keys"));
		goto out;
	}

	struct impact_site *is = xcalloc(sites.n, sizeof(*is));
	struct strlist every = STRLIST_INIT;
	struct impact_verdict v;

	for (size_t i = 0; i < sites.n; i++) {
		is[i].prim = sites.v[i].prim;
		is[i].name = site_name(ti, &sites.v[i]);
		site_locks(ti, &c->memo, &sites.v[i], &is[i].locks);
		impact_split_locks(sites.v[i].held, &is[i].own);
	}
	own_locks(ti, (unsigned)file, f->function, f->line, &every);
	if (f->function)
		entry_locks(ti, &c->memo, f->function, (unsigned)file, ENTRY_DEPTH, &every);
	impact_decide(&(struct impact_reader){ .what = object_name(obj, node),
					       .list = r->member >= 0, .held = &f->held,
					       .every = &every, .function = f->function },
		      is, sites.n, &v);
	set_impact(f, v.impact, v.why);
	f->impact_lock = v.lock;
	f->impact_site = v.site;
	for (size_t i = 0; i < sites.n; i++)
		impact_site_free(&is[i]);
	free(is);
	sl_free(&every);
out:
	free(sites.v);
	free(obj);
	free(node);
}

char *audit_expr_key(struct impact_ctx *c, const char *path, const char *function, int line,
		     const char *expr)
{
	long file = path ? tindex_file_id(c->ti, path) : -1;
	struct objkey_decls d = { .type = STRBUF_INIT };
	char *fn_text = NULL, *key;
	size_t ndefs;
	const struct tdef *defs = function && file >= 0 ? tindex_defs(c->ti, function, &ndefs) : NULL;

	if (file < 0)
		return NULL;
	d.file_text = file_text(c, path);
	for (size_t i = 0; defs && i < ndefs; i++)
		if (defs[i].file == (unsigned)file && defs[i].fn->line <= line &&
		    defs[i].fn->end_line >= line)
			fn_text = lines_of(d.file_text, defs[i].fn->line, defs[i].fn->end_line);
	d.fn_text = fn_text ? fn_text : "";
	key = objkey_expr(expr, objkey_decls_type_of, &d);
	free(fn_text);
	sb_free(&d.type);
	return key;
}

size_t audit_object_update_sites(struct impact_ctx *c, const char *path, const char *function,
				 int line, const char *access, struct tupdate_list *sites)
{
	long file = path ? tindex_file_id(c->ti, path) : -1;
	char *obj = NULL, *node = NULL;

	if (file >= 0)
		object_sites(c, (unsigned)file, path, function, line, access, &obj, &node, sites);
	free(obj);
	free(node);
	return sites->n;
}

void impact_ctx_init(struct impact_ctx *c, struct tindex *ti)
{
	memset(c, 0, sizeof(*c));
	c->ti = ti;
}

void impact_ctx_free(struct impact_ctx *c)
{
	strmap_free(&c->files, free);
	strmap_free(&c->memo, free);
}

size_t audit_updaters_locks(struct impact_ctx *c, const char *path, const char *function,
			    int line, const char *access, struct strlist *out)
{
	long file = path ? tindex_file_id(c->ti, path) : -1;
	struct tupdate_list sites = { 0 };
	struct impact_every every = { STRLIST_INIT, false };
	char *obj = NULL, *node = NULL;
	size_t n;

	if (file >= 0)
		object_sites(c, (unsigned)file, path, function, line, access, &obj, &node, &sites);
	for (size_t i = 0; i < sites.n; i++) {
		struct strlist here = STRLIST_INIT;

		site_locks(c->ti, &c->memo, &sites.v[i], &here);
		impact_every_add(&every, &here);
		sl_free(&here);
	}
	free(impact_every_done(&every, false, out));
	n = sites.n;
	free(sites.v);
	free(obj);
	free(node);
	return n;
}

void audit_impact(struct tindex *ti, struct finding_list *out, size_t first)
{
	struct impact_ctx c;

	impact_ctx_init(&c, ti);
	for (size_t i = first; i < out->n; i++)
		judge(&c, &out->v[i]);
	impact_ctx_free(&c);
}
