// SPDX-License-Identifier: GPL-2.0
/*
 * The impact of link findings, from sparse-rcu's update sites (see rfimpact.h).
 */
#include "audit/rfimpact.h"

#include <stdlib.h>
#include <string.h>
#include "index/impact_rule.h"
#include "lib/strmap.h"

/* How far up the callers of a function its entry locks are sought (the audit's). */
#define ENTRY_DEPTH 3
/* A function called from more places than this: its callers' locks are not weighed. */
#define MAX_CALLS 32

struct calls {
	size_t *v;
	size_t n, alloc;
};

struct ctx {
	const struct rf_db *db;
	struct strmap callers;	/* callee name -> struct calls (its sites) */
	struct strmap memo;	/* "file:fn" -> its entry locks, ", "-joined */
};

static void calls_free(void *p)
{
	struct calls *c = p;

	free(c->v);
	free(c);
}

static bool is_static_in(const struct rf_db *db, const char *fn, const char *file)
{
	for (size_t i = 0; i < db->nfns; i++)
		if (db->fns[i].is_static && !strcmp(db->fns[i].name, fn) &&
		    !strcmp(db->fns[i].file, file))
			return true;
	return false;
}

/*
 * The lock keys held at every call of @fn (of @file when static there),
 * with those its callers hold on entry, @depth callers up, into @out.
 */
static void entry_locks(struct ctx *cx, const char *fn, const char *file, int depth,
			struct strlist *out)
{
	char *key = str_printf("%s:%s", file, fn);
	void **slot = strmap_slot(&cx->memo, key);

	if (*slot) {
		impact_split_locks(*slot, out);
		free(key);
		return;
	}
	*slot = str_dup("");	/* a cycle sees nothing */
	if (depth <= 0) {
		free(key);
		return;
	}

	const struct calls *c = strmap_get(&cx->callers, fn);
	bool st = is_static_in(cx->db, fn, file);
	struct impact_every every = { STRLIST_INIT, false };
	size_t ncalls = 0;

	for (size_t i = 0; c && i < c->n && ncalls <= MAX_CALLS; i++) {
		const struct rf_site *s = &cx->db->sites[c->v[i]];
		struct strlist here = STRLIST_INIT;

		if (st ? !s->callee_static || strcmp(s->file, file) : s->callee_static)
			continue;
		ncalls++;
		for (size_t k = 0; k < s->every.n; k++)
			sl_push(&here, s->every.v[k]);
		if (strcmp(s->caller, fn))
			entry_locks(cx, s->caller, s->file, depth - 1, &here);
		impact_every_add(&every, &here);
		sl_free(&here);
	}
	slot = strmap_slot(&cx->memo, key);
	free(*slot);
	*slot = impact_every_done(&every, ncalls > MAX_CALLS, out);
	free(key);
}

/* A bare name or an untyped field is this file's only: a local, likely, elsewhere. */
static bool key_here_only(const char *key)
{
	return objkey_is_global(key) || !strncmp(key, "->", 2);
}

struct found {
	const struct rf_update **v;
	size_t n, alloc;
};

static void add_sites(const struct rf_db *db, const char *key, const char *file,
		      struct found *out)
{
	if (!key)
		return;
	for (size_t i = 0; i < db->nupds; i++) {
		const struct rf_update *u = &db->upds[i];
		bool dup = false;

		if (!(u->obj && !strcmp(u->obj, key)) && !(u->node && !strcmp(u->node, key)))
			continue;
		if (key_here_only(key) && strcmp(u->file, file))
			continue;
		for (size_t j = 0; j < out->n && !dup; j++)
			dup = !strcmp(out->v[j]->file, u->file) && out->v[j]->line == u->line;
		if (!dup) {
			ALLOC_GROW(out->v, out->n, out->alloc);
			out->v[out->n++] = u;
		}
	}
}

/* The need @f reports: an access inlined into several functions, the one its chain starts from. */
static const struct rf_need *need_of(const struct rf_db *db, const struct finding *f)
{
	const struct rf_need *any = NULL;

	for (size_t i = 0; i < db->nneeds; i++) {
		const struct rf_need *n = &db->needs[i];

		if (n->line != f->line || n->col != f->col || strcmp(n->file, f->file))
			continue;
		if (sl_contains(&f->chain, n->fn))
			return n;
		if (!any)
			any = n;
	}
	/* a record at a call of the need's function (rcufacts.c): its access, on its chain */
	for (size_t i = 0; !any && f->access && i < db->nneeds; i++) {
		const struct rf_need *n = &db->needs[i];

		if (n->access && !strcmp(n->access, f->access) && f->chain.n &&
		    !strcmp(f->chain.v[0], n->where ? n->where : n->fn))
			return n;
	}
	return any;
}

static void set(struct finding *f, const char *impact, char *why)
{
	free(f->impact);
	free(f->impact_why);
	f->impact = str_dup(impact);
	f->impact_why = why;
}

/* Does the accessor of @access name a list entry's member (an iterator)? */
static bool reads_list(const char *access)
{
	const char *paren = access ? strchr(access, '(') : NULL;
	const struct rcu_updater *u = paren ? rcu_model_updater(access, (size_t)(paren - access))
					    : NULL;

	return u && u->member >= 0;
}

static void judge(struct ctx *cx, struct finding *f)
{
	const struct rf_need *n = need_of(cx->db, f);
	struct found sites = { 0 };

	if (!n || (!n->obj && !n->node)) {
		set(f, IMPACT_UNKNOWN, str_dup("the access names no object the facts key"));
		return;
	}
	add_sites(cx->db, n->obj, n->file, &sites);
	add_sites(cx->db, n->node, n->file, &sites);
	/* a list's del sites name its node only: the nodes its add sites link */
	for (size_t i = 0, k = sites.n; i < k; i++)
		if (sites.v[i]->node && (!n->node || strcmp(sites.v[i]->node, n->node)))
			add_sites(cx->db, sites.v[i]->node, sites.v[i]->file, &sites);

	struct impact_site *is = sites.n ? xcalloc(sites.n, sizeof(*is)) : NULL;
	struct strlist every = STRLIST_INIT;
	struct impact_verdict v;

	for (size_t i = 0; i < sites.n; i++) {
		const struct rf_update *u = sites.v[i];

		is[i].prim = u->prim;
		is[i].name = str_printf("%s() %s:%d", u->fn, u->file, u->line);
		for (size_t k = 0; k < u->every.n; k++) {
			sl_push(&is[i].locks, u->every.v[k]);
			sl_push(&is[i].own, u->every.v[k]);
		}
		entry_locks(cx, u->fn, u->file, ENTRY_DEPTH, &is[i].locks);
	}
	for (size_t k = 0; k < n->every.n; k++)
		sl_push(&every, n->every.v[k]);
	entry_locks(cx, n->fn, n->file, ENTRY_DEPTH, &every);
	impact_decide(&(struct impact_reader){ .what = n->obj ? n->obj : n->node,
					       .list = reads_list(n->access), .held = &f->held,
					       .every = &every, .function = f->function },
		      is, sites.n, &v);
	set(f, v.impact, v.why);
	free(f->impact_lock);
	free(f->impact_site);
	f->impact_lock = v.lock;
	f->impact_site = v.site;
	for (size_t i = 0; i < sites.n; i++)
		impact_site_free(&is[i]);
	free(is);
	free(sites.v);
	sl_free(&every);
}

void rf_impact(const struct rf_db *db, struct finding_list *out, size_t first)
{
	struct ctx cx = { .db = db };

	for (size_t i = 0; i < db->nsites; i++) {
		void **slot = strmap_slot(&cx.callers, db->sites[i].callee);
		struct calls *c = *slot;

		if (!c)
			*slot = c = xcalloc(1, sizeof(*c));
		ALLOC_GROW(c->v, c->n, c->alloc);
		c->v[c->n++] = i;
	}
	for (size_t i = first; i < out->n; i++)
		judge(&cx, &out->v[i]);
	strmap_free(&cx.callers, calls_free);
	strmap_free(&cx.memo, free);
}
