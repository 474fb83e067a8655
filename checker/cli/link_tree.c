// SPDX-License-Identifier: GPL-2.0
#include "cli/link_tree.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "audit/audit.h"
#include "audit/seeds.h"
#include "lib/proc.h"
#include "tree/ktree.h"

/* "ROOT/a/../b.c" -> "b.c" relative to @root, or NULL when outside it. */
static char *tree_file(const char *root, const char *file)
{
	size_t n = strlen(root);
	/* sparse-rcu run on a relative path: from this directory */
	char *abs = file[0] == '/' ? NULL : realpath(file, NULL);

	if (abs) {
		char *rel = tree_file(root, abs);

		free(abs);
		return rel;
	}
	if (strncmp(file, root, n) || file[n] != '/')
		return NULL;
	struct strlist segs = STRLIST_INIT;
	char *copy = str_dup(file + n + 1), *save = NULL;

	for (char *s = strtok_r(copy, "/", &save); s; s = strtok_r(NULL, "/", &save)) {
		if (!strcmp(s, "..") && segs.n)
			free(segs.v[--segs.n]);
		else if (strcmp(s, "."))
			sl_push(&segs, s);
	}
	struct strbuf sb = STRBUF_INIT;

	for (size_t i = 0; i < segs.n; i++)
		sb_printf(&sb, "%s%s", i ? "/" : "", segs.v[i]);
	free(copy);
	sl_free(&segs);
	return sb_detach(&sb);
}

/* The facts' function @name, in @file's facts when it is static there. */
static const struct rf_function *top_function(const struct rf_db *db, const char *name,
					      const char *file)
{
	const struct rf_function *any = NULL;

	for (size_t i = 0; i < db->nfns; i++) {
		const struct rf_function *f = &db->fns[i];

		if (strcmp(f->name, name))
			continue;
		if (!f->is_static || !strcmp(f->file, file))
			return f;
		any = any ? any : f;
	}
	return any;
}

/*
 * A record the tree may settle: lower tier, a reader's flavor or a
 * lock-only condition (rcu_dereference_protected(): its global locks
 * become the seed's condition, seed_of(); an srcu_struct is the facts' to
 * judge), a decidable condition (low confidence: the facts could not
 * evaluate it).
 */
static bool seedable(const struct finding *f)
{
	bool lock_only = !f->flavor && f->rule && !strcmp(f->rule, "rcu-lock-not-held");

	return f->tier && !strcmp(f->tier, "lower") && f->root &&
	       (lock_only || (f->flavor && (!strcmp(f->flavor, "rcu") || !strcmp(f->flavor, "bh") ||
					    !strcmp(f->flavor, "sched")))) &&
	       !(f->confidence && !strcmp(f->confidence, "low"));
}

static bool same_seed(const struct access_fact *a, const char *file, const char *fn,
		      const char *cond, const struct finding *f)
{
	if (strcmp(a->file, file) || strcmp(a->function, fn) ||
	    strcmp(a->flavor, f->flavor ? f->flavor : "protected") ||
	    strcmp(a->cond ? a->cond : "", cond) || a->held.n != f->held.n)
		return false;
	for (size_t h = 0; h < a->held.n; h++)
		if (strcmp(a->held.v[h], f->held.v[h]))
			return false;
	return true;
}

/*
 * The need @f reports: the facts' access at its file and line, or, for a
 * record at a call of the need's function, the access its chain starts at.
 */
static const struct rf_need *need_of(const struct rf_db *db, const struct finding *f)
{
	for (size_t i = 0; i < db->nneeds; i++)
		if (db->needs[i].line == f->line && !strcmp(db->needs[i].file, f->file))
			return &db->needs[i];
	for (size_t i = 0; f->access && f->chain.n && i < db->nneeds; i++) {
		const struct rf_need *n = &db->needs[i];

		if (n->access && !strcmp(n->access, f->access) &&
		    !strcmp(f->chain.v[0], n->where ? n->where : n->fn))
			return n;
	}
	return NULL;
}

/*
 * The need's lock alternatives as the audit reads a lockdep condition,
 * "lockdep_is_held(&tasklist_lock) || ...": "" for none; NULL when one
 * is not a global the tree names ("arg0+288", a member of what a caller
 * passes: the facts judge those, the audit's search would not know it).
 */
static char *alts_condition(const struct rf_need *n, bool *any_lock)
{
	struct strbuf sb = STRBUF_INIT;

	sb_puts(&sb, "");
	for (size_t i = 0; i < n->alts.n; i++) {
		const char *a = n->alts.v[i], *plus = strrchr(a, '+');

		if (!strcmp(a, RF_ANY_LOCK)) {
			*any_lock = true;	/* a lookup's: the audit's any_lock */
			continue;
		}
		size_t len = plus ? (size_t)(plus - a) : strlen(a);
		bool ident = len && !isdigit((unsigned char)a[0]) && !starts_with(a, "arg");

		for (size_t k = 0; ident && k < len; k++)
			ident = is_ident_char(a[k]);
		if (!ident) {
			sb_free(&sb);
			return NULL;
		}
		sb_printf(&sb, "%slockdep_is_held(&%.*s)", sb.len ? " || " : "", (int)len, a);
	}
	return sb_detach(&sb);
}

/* The seed of @f, added unless an equal one is there: its index, or -1. */
static long seed_of(struct access_set *seeds, const char *root, const struct rf_db *db,
		    const struct finding *f)
{
	const struct rf_function *top = top_function(db, f->root, f->file);
	const struct rf_need *n = need_of(db, f);
	bool any_lock = false;
	char *cond = n ? alts_condition(n, &any_lock) : NULL;
	char *file = top && cond ? tree_file(root, top->file) : NULL;
	long k = -1;

	/* a lock-only need without a global lock the tree names: nothing to ask */
	if (!file || (!f->flavor && !*cond && !any_lock)) {
		free(cond);
		free(file);
		return -1;
	}
	for (size_t i = 0; i < seeds->n && k < 0; i++)
		if (same_seed(&seeds->v[i], file, top->name, cond, f))
			k = (long)i;
	if (k < 0) {
		struct access_fact *a = audit_seed_add(seeds);

		a->file = file;
		file = NULL;
		a->function = str_dup(top->name);
		a->rule = str_dup(f->rule);
		/* a lock-only need is the audit's rcu_dereference_protected() */
		a->flavor = str_dup(f->flavor ? f->flavor : "protected");
		a->cond = *cond ? cond : NULL;
		cond = a->cond ? NULL : cond;
		a->any_lock = any_lock;
		a->state = str_dup("entry");
		a->text = str_dup(f->access ? f->access : top->name);
		a->line = top->line;
		/* the seed's number: which record of the audit's is whose */
		a->col = (int)seeds->n;
		a->passed_arg = -1;
		for (size_t h = 0; h < f->held.n; h++)
			sl_push(&a->held, f->held.v[h]);
		k = (long)seeds->n - 1;
	}
	free(cond);
	free(file);
	return k;
}

/* The audit's record of seed @a, or NULL (every chain of callers protects it). */
static const struct finding *audit_record(const struct finding_list *out,
					  const struct access_fact *a)
{
	for (size_t i = 0; i < out->n; i++)
		if (!strcmp(out->v[i].file, a->file) && !strcmp(out->v[i].function, a->function) &&
		    out->v[i].line == a->line && out->v[i].col == a->col)
			return &out->v[i];
	return NULL;
}

/* @f continued by the audit's default-tier record @g of its top function. */
static void raise_record(struct finding *f, const struct finding *g)
{
	for (size_t i = 0; i < g->chain.n; i++) {
		/* the audit's links are "fn() (file:line...)": link names functions */
		const char *e = g->chain.v[i];

		sl_push_owned(&f->chain, xstrndup(e, strcspn(e, "( ")));
	}
	for (size_t h = 0; h < g->held.n; h++)
		if (!sl_contains(&f->held, g->held.v[h]))
			sl_push(&f->held, g->held.v[h]);
	free(f->tier);
	f->tier = str_dup("default");
	free(f->root);
	f->root = str_dup(f->chain.n ? f->chain.v[f->chain.n - 1] : g->function);
	free(f->confidence);
	f->confidence = str_dup(g->confidence ? g->confidence : "high");
	if (g->blame && !f->blame)
		f->blame = str_dup(g->blame);
	if (g->blame_site && !f->blame_site)
		f->blame_site = str_dup(g->blame_site);
	/* the audit's own words on where the chain starts */
	const char *why = g->message ? strstr(g->message, "; ") : NULL;
	char *m = str_printf("%s; above the facts, by the tree's callers (%s root)%s",
			     f->message ? f->message : "", g->root ? g->root : "?", why ? why : "");

	free(f->message);
	f->message = m;
}

int link_tree_callers(const char *kdir, const struct rf_db *db, struct finding_list *findings)
{
	/* a kernel tree's index is saved; a test's directory is indexed in memory */
	bool kernel = is_kernel_tree(kdir);
	char *root = ktree_read_root(kdir, kernel);
	struct access_set seeds = { 0 };
	long *seed = xcalloc(findings->n ? findings->n : 1, sizeof(*seed));
	int ret = 0;

	for (size_t i = 0; i < findings->n; i++)
		seed[i] = seedable(&findings->v[i]) ? seed_of(&seeds, root, db, &findings->v[i])
						     : -1;
	if (seeds.n) {
		char *idx = kernel ? ktree_index_path(root, false) : NULL;
		struct audit_opts o = { .root = root, .index_path = idx, .seeds = &seeds };
		struct audit_stats st = { 0 };
		struct finding_list out = { 0 };

		need_tool("spatch", "coccinelle");
		if (audit_run(&o, &out, &st)) {
			ret = error("link: the caller search in %s failed", root);
		} else {
			for (size_t i = 0; i < findings->n; i++) {
				const struct finding *g = seed[i] < 0 ? NULL :
							  audit_record(&out, &seeds.v[seed[i]]);

				if (g && g->tier && !strcmp(g->tier, "default"))
					raise_record(&findings->v[i], g);
			}
		}
		fprintf(stderr, "link: %zu chain top%s searched up %s's callers\n", seeds.n,
			seeds.n == 1 ? "" : "s", root);
		finding_list_free(&out);
		audit_stats_free(&st);
		free(idx);
	}
	access_set_free(&seeds);
	free(seed);
	free(root);
	return ret;
}
