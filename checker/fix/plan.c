// SPDX-License-Identifier: GPL-2.0
#include "fix/plan.h"

#include <stdlib.h>
#include <string.h>

const char *fix_file_text(struct fix_ctx *cx, const char *path)
{
	for (size_t i = 0; i < cx->paths.n; i++)
		if (!strcmp(cx->paths.v[i], path))
			return cx->texts[i];
	char *full = path_join(cx->root, path);
	char *text = read_file(full, NULL);

	free(full);
	if (!text)
		return NULL;
	sl_push(&cx->paths, path);
	cx->texts = xrealloc(cx->texts, cx->paths.n * sizeof(*cx->texts));
	cx->texts[cx->paths.n - 1] = text;
	return text;
}

const char *flavor_lock_name(const char *flavor)
{
	if (!strcmp(flavor, "bh"))
		return "rcu_read_lock_bh()";
	if (!strcmp(flavor, "sched"))
		return "rcu_read_lock_sched()";
	if (!strcmp(flavor, "srcu"))
		return "srcu_read_lock()";
	return "rcu_read_lock()";
}

const char *flavor_unlock_name(const char *flavor)
{
	if (!strcmp(flavor, "bh"))
		return "rcu_read_unlock_bh()";
	if (!strcmp(flavor, "sched"))
		return "rcu_read_unlock_sched()";
	if (!strcmp(flavor, "srcu"))
		return "srcu_read_unlock()";
	return "rcu_read_unlock()";
}

void site_copy(struct fix_site *d, const struct fix_site *s)
{
	*d = *s;
	d->file = str_dup(s->file);
	d->access_fn = str_dup(s->access_fn);
	d->accessor = str_dup(s->accessor);
	d->access = str_dup(s->access);
	d->srcu = s->srcu ? str_dup(s->srcu) : NULL;
	d->use = s->use ? str_dup(s->use) : NULL;
	d->var = s->var ? str_dup(s->var) : NULL;
	d->blame = s->blame ? str_dup(s->blame) : NULL;
	d->never_freed = s->never_freed ? str_dup(s->never_freed) : NULL;
	d->unlink = s->unlink ? str_dup(s->unlink) : NULL;
	d->join_label = s->join_label ? str_dup(s->join_label) : NULL;
	memset(&d->held, 0, sizeof(d->held));
	memset(&d->chain, 0, sizeof(d->chain));
	for (size_t i = 0; i < s->held.n; i++)
		sl_push(&d->held, s->held.v[i]);
	memset(&d->held_sleeping, 0, sizeof(d->held_sleeping));
	for (size_t i = 0; i < s->held_sleeping.n; i++)
		sl_push(&d->held_sleeping, s->held_sleeping.v[i]);
	memset(&d->chain_files, 0, sizeof(d->chain_files));
	for (size_t i = 0; i < s->chain.n; i++) {
		sl_push(&d->chain, s->chain.v[i]);
		sl_push(&d->chain_files, s->chain_files.v[i]);
	}
}

struct fix_plan *annotation_plan(struct fix_ctx *cx, enum fix_mode mode,
				 const struct fix_site *site, const char *lock_name, bool *made)
{
	for (size_t k = 0; k < cx->nplans; k++) {
		struct fix_plan *pl = &cx->plans[k];

		if (pl->mode == mode && !strcmp(pl->file, site->file) &&
		    !strcmp(pl->function, site->access_fn) &&
		    (!lock_name || !strcmp(pl->lock_name, lock_name))) {
			*made = false;
			return pl;
		}
	}
	cx->plans = xrealloc(cx->plans, (cx->nplans + 1) * sizeof(*cx->plans));
	struct fix_plan *pl = &cx->plans[cx->nplans++];

	memset(pl, 0, sizeof(*pl));
	pl->file = str_dup(site->file);
	pl->function = str_dup(site->access_fn);
	pl->flavor = site->flavor;
	pl->mode = mode;
	*made = true;
	return pl;
}

void plan_add_site(struct fix_plan *pl, const struct fix_site *site)
{
	for (size_t k = 0; k < pl->nsites; k++)
		if (pl->sites[k].line == site->line && !strcmp(pl->sites[k].access, site->access))
			return;
	pl->sites = xrealloc(pl->sites, (pl->nsites + 1) * sizeof(*pl->sites));
	site_copy(&pl->sites[pl->nsites++], site);
}

void site_free(struct fix_site *s)
{
	free(s->file);
	free(s->access_fn);
	free(s->accessor);
	free(s->access);
	free(s->srcu);
	free(s->use);
	free(s->var);
	free(s->blame);
	free(s->never_freed);
	free(s->unlink);
	free(s->join_label);
	sl_free(&s->held);
	sl_free(&s->held_sleeping);
	sl_free(&s->chain);
	sl_free(&s->chain_files);
}

static int cmp_edit(const void *a, const void *b)
{
	const struct fix_edit *x = a, *y = b;

	if (x->off != y->off)
		return x->off < y->off ? 1 : -1;	/* from the end */
	return x->seq < y->seq ? 1 : -1;
}

char *fix_apply(struct fix_ctx *cx, const char *path, size_t upto)
{
	const char *orig = fix_file_text(cx, path);
	struct fix_edit *all = NULL;
	size_t n = 0;
	int seq = 0;

	if (!orig)
		return NULL;
	for (size_t k = 0; k < upto && k < cx->nplans; k++) {
		const struct fix_plan *pl = &cx->plans[k];

		if (pl->human || strcmp(pl->file, path))
			continue;
		all = xrealloc(all, (n + pl->nedits + 1) * sizeof(*all));
		for (size_t e = 0; e < pl->nedits; e++) {
			all[n] = pl->edits[e];
			all[n++].seq = seq++;
		}
	}
	if (n)
		qsort(all, n, sizeof(*all), cmp_edit);
	struct strbuf sb = STRBUF_INIT;
	size_t len = strlen(orig);
	size_t pos = len;
	/* built backwards: pieces reversed at the end */
	struct strlist pieces = STRLIST_INIT;

	for (size_t e = 0; e < n; e++) {
		size_t end = all[e].end > pos ? pos : all[e].end;

		if (end < all[e].off)
			continue;	/* overlaps a later edit: dropped */
		sl_push_owned(&pieces, xstrndup(orig + end, pos - end));
		sl_push(&pieces, all[e].text);
		pos = all[e].off;
	}
	sl_push_owned(&pieces, xstrndup(orig, pos));
	for (size_t i = pieces.n; i-- > 0;)
		sb_puts(&sb, pieces.v[i]);
	sl_free(&pieces);
	free(all);
	return sb_detach(&sb);
}

void fix_ctx_free(struct fix_ctx *cx)
{
	for (size_t k = 0; k < cx->nplans; k++) {
		struct fix_plan *pl = &cx->plans[k];

		free(pl->file);
		free(pl->function);
		free(pl->lock);
		free(pl->lock_name);
		free(pl->kept_for);
		free(pl->lockdep_why);
		free(pl->lockdep_site);
		sl_free(&pl->section_calls);
		sl_free(&pl->via);
		sl_free(&pl->via_why);
		free(pl->pinned_by);
		free(pl->label);
		free(pl->guard);
		for (size_t i = 0; i < pl->nsites; i++)
			site_free(&pl->sites[i]);
		free(pl->sites);
		for (size_t e = 0; e < pl->nedits; e++)
			free(pl->edits[e].text);
		free(pl->edits);
		free(pl->human);
	}
	free(cx->plans);
	for (size_t i = 0; i < cx->paths.n; i++)
		free(cx->texts[i]);
	free(cx->texts);
	sl_free(&cx->paths);
	sl_free(&cx->notes);
	sl_free(&cx->skipped);
	memset(cx, 0, sizeof(*cx));
}
