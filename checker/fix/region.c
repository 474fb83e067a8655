// SPDX-License-Identifier: GPL-2.0
#include "rcu/rules.h"
#include "fix/region.h"

#include <stdlib.h>
#include <string.h>
#include "fix/cocci.h"
#include "fix/grace.h"
#include "fix/lockdep.h"
#include "fix/lockless.h"
#include "fix/planner.h"
#include "fix/resolve.h"
#include "fix/target.h"

/*
 * The region around @anchors (tokens) in @u's function, and its edits.
 * @is_access: the anchors are accessor calls (their results are followed);
 * otherwise they are calls of a helper. The steps are planner.h's.
 */
static void plan_function(struct planner *p, const size_t *anchors, size_t nanch,
			  const bool *is_access, const struct strlist *held, const char *srcu)
{
	struct fn_state fs = { .anchors = anchors, .is_access = is_access, .nanch = nanch,
			       .r = { .end_label = -1 }, .ptrs = STRLIST_INIT,
			       .taint = STRLIST_INIT, .decl_split = -1 };

	fs.stmts = xcalloc(nanch, sizeof(int));
	if (p->pl->mode == FIX_EXTEND) {
		if (region_bounds(p, &fs) && follow_uses(p, &fs))
			extend_section(p, &fs);
	} else if (region_bounds(p, &fs) && follow_uses(p, &fs)) {
		take_lookups(p, &fs);
		if (split_declaration(p, &fs) && choose_section(p, &fs, held) && !region_sleeps(p, &fs)) {
			reader_texts(p, &fs, srcu);
			find_exits(p, &fs);
			if (fs.r.nest)
				place_nested(p, &fs);
			else if (fs.r.guard_section)
				place_guard_section(p, &fs, srcu);
			else if (!place_guard(p, &fs, srcu) && !fs.r.must_guard)
				place_local(p, &fs);
		}
	}
	if (fs.r.nest)
		lockstmt_free(&fs.r.lk);
	free(fs.idx);
	free(fs.stmts);
	sl_free(&fs.ptrs);
	sl_free(&fs.taint);
}

/* Each finding as a site of the tree and the function it is fixed in. */
struct resolved {
	struct fix_site *sites;
	struct target *tg;
	bool *ok;		/* a fix applies (the others are cx->skipped) */
	bool *lockdep;		/* lockdep-only: fixed by a lockdep condition (lockdep.c) */
	bool *lockless;		/* lockdep-only, append-only list: the lockless twin (lockless.c) */
	bool *grace;		/* the update side: a wait for a grace period (grace.c) */
	size_t n;
};

/*
 * A lockdep-only finding under the updaters' lock: its lockdep condition
 * is the fix, or nothing is. On an append-only list (no lock to name) the
 * fix is the iterator's lockless twin (lockless.c), else a reader that may
 * hand out what it loaded (site->never_freed).
 */
static bool lockdep_only(const struct finding *f, const struct fix_site *site)
{
	return f->impact && !strcmp(f->impact, "lockdep-only") && !site->extend && f->impact_lock;
}

static int resolve_findings(struct fix_ctx *cx, const struct finding_list *fl, struct resolved *rs)
{
	int ret = 0;

	for (size_t i = 0; i < fl->n && !ret; i++) {
		const struct finding *f = &fl->v[i];
		char *why = NULL;

		if (grace_finding(f)) {
			if (grace_resolve(cx, f, i, &rs->sites[i]))
				ret = -1;
			else
				rs->grace[i] = true;
			continue;
		}
		if (!rcu_rule_fixable(f->rule, f->tool, f->access != NULL, &why)) {
			sl_push_owned(&cx->skipped, str_printf("%s:%d: %s (in %s): %s", f->file, f->line,
							     f->access ? f->access : f->rule,
							     f->function ? f->function : "?", why));
			free(why);
			continue;
		}
		const char *twin = NULL;
		struct fix_site *site = &rs->sites[i];

		if (resolve(cx, f, i, site)) {
			ret = -1;
			continue;
		}
		if (lockdep_only(f, site)) {
			rs->lockdep[i] = true;
			continue;
		}
		if (lockless_finding(f, site, &twin)) {
			if (twin) {
				rs->lockless[i] = true;
				continue;
			}
			site->never_freed = str_dup(f->impact_why ? f->impact_why :
						    "nothing is unlinked from the list");
		}
		if (choose_target(cx, site, &rs->tg[i]))
			ret = -1;
		else
			rs->ok[i] = true;
	}
	return ret;
}

/* One plan per target function; a site already in a plan (same access twice) once. */
static void group_into_plans(struct fix_ctx *cx, const struct resolved *rs)
{
	for (size_t i = 0; i < rs->n; i++) {
		const struct fix_site *site = &rs->sites[i];
		const struct target *tg = &rs->tg[i];

		if (!rs->ok[i])
			continue;
		struct fix_plan *pl = NULL;

		for (size_t k = 0; k < cx->nplans; k++)
			if (cx->plans[k].mode != FIX_LOCKDEP && cx->plans[k].mode != FIX_LOCKLESS &&
			    cx->plans[k].mode != FIX_GRACE &&
			    !strcmp(cx->plans[k].file, tg->file) &&
			    !strcmp(cx->plans[k].function, tg->function))
				pl = &cx->plans[k];
		if (!pl) {
			cx->plans = xrealloc(cx->plans, (cx->nplans + 1) * sizeof(*cx->plans));
			pl = &cx->plans[cx->nplans++];
			memset(pl, 0, sizeof(*pl));
			pl->file = str_dup(tg->file);
			pl->function = str_dup(tg->function);
			pl->flavor = site->flavor;
			pl->mode = site->extend ? FIX_EXTEND : FIX_LOCAL;
		}
		bool dup = false;

		/* one line may dereference the pointer twice: each use is named */
		for (size_t k = 0; k < pl->nsites; k++)
			if (!strcmp(pl->sites[k].file, site->file) && pl->sites[k].line == site->line &&
			    (!site->extend || !strcmp(site_shown(&pl->sites[k]), site_shown(site))))
				dup = true;
		if (dup)
			continue;
		if ((pl->mode == FIX_EXTEND) != site->extend && !pl->human)
			pl->human = str_dup("a pointer used after its read-side critical section and an access outside any, in one function");
		if (strcmp(pl->flavor, site->flavor) && !pl->human)
			pl->human = str_printf("accesses of two flavors (%s, %s) in one function", pl->flavor,
					      site->flavor);
		pl->sites = xrealloc(pl->sites, (pl->nsites + 1) * sizeof(*pl->sites));
		site_copy(&pl->sites[pl->nsites++], site);
		for (size_t k = 0; k < tg->via.n; k++)
			if (!sl_contains(&pl->via, tg->via.v[k])) {
				sl_push(&pl->via, tg->via.v[k]);
				sl_push(&pl->via_why, tg->via_why.v[k]);
			}
	}
}

/* The anchors of every finding fixed in @pl's function, each once, and what they held. */
static size_t plan_anchors(const struct fix_plan *pl, const struct resolved *rs, size_t **anch,
			   bool **isacc, struct strlist *held)
{
	size_t nanch = 0;

	for (size_t i = 0; i < rs->n; i++) {
		const struct target *tg = &rs->tg[i];

		if (!rs->ok[i] || strcmp(tg->file, pl->file) || strcmp(tg->function, pl->function))
			continue;
		*anch = xrealloc(*anch, (nanch + tg->nanch) * sizeof(**anch));
		*isacc = xrealloc(*isacc, (nanch + tg->nanch) * sizeof(**isacc));
		for (size_t a = 0; a < tg->nanch; a++) {
			bool seen = false;

			for (size_t b = 0; b < nanch; b++)
				if ((*anch)[b] == tg->anchors[a])
					seen = true;
			if (seen)
				continue;
			(*anch)[nanch] = tg->anchors[a];
			(*isacc)[nanch++] = tg->is_access[a];
		}
		for (size_t h = 0; h < rs->sites[i].held.n; h++)
			if (!sl_contains(held, rs->sites[i].held.v[h]))
				sl_push(held, rs->sites[i].held.v[h]);
	}
	return nanch;
}

/* The region and edits of @pl, from all its anchors. 0, or -1 after a one-line error. */
static int plan_edits(struct fix_ctx *cx, struct fix_plan *pl, const struct resolved *rs)
{
	struct unit u;
	struct planner p = { .cx = cx, .u = &u, .pl = pl };
	size_t *anch = NULL, nanch;
	bool *isacc = NULL;
	struct strlist held = STRLIST_INIT;

	if (unit_open(cx, &u, pl->file) || cfunction_find(&u.src, pl->function, &u.fn))
		return error("%s: cannot parse %s()", pl->file, pl->function);
	if (pl->mode == FIX_LOCKDEP || pl->mode == FIX_LOCKLESS || pl->mode == FIX_GRACE) {
		if (pl->mode == FIX_LOCKDEP)
			lockdep_edits(&p);
		else if (pl->mode == FIX_LOCKLESS)
			lockless_edits(&p);
		else
			grace_edits(&p);
		unit_close(&u);
		return 0;
	}
	nanch = plan_anchors(pl, rs, &anch, &isacc, &held);
	for (size_t v = 0; v < pl->via.n; v++)
		sl_push(&p.chain_funcs, pl->via.v[v]);
	if (!pl->human)
		plan_function(&p, anch, nanch, isacc, &held, pl->sites[0].srcu);
	/* misleading comments in the functions holding the accesses */
	for (size_t i = 0; i < pl->nsites && !pl->human && pl->mode != FIX_EXTEND; i++) {
		struct unit au;

		if (unit_open(cx, &au, pl->sites[i].file))
			continue;
		if (cfunction_find(&au.src, pl->sites[i].access_fn, &au.fn) == 0)
			correct_comments(&p, &au, &pl->sites[i], !strcmp(au.path, pl->file));
		unit_close(&au);
	}
	guard_reindent_edits(&p);
	/* the rule in cocci/ makes the insertion for the shapes it knows */
	if (!pl->human)
		fix_cocci_apply(cx, pl);
	free(p.lock_text);
	free(p.unlock_text);
	sl_free(&p.chain_funcs);
	sl_free(&held);
	free(anch);
	free(isacc);
	unit_close(&u);
	return 0;
}

int fix_plan_findings(struct fix_ctx *cx, const char *root, const struct finding_list *fl)
{
	size_t n = fl->n ? fl->n : 1;
	struct resolved rs = { .sites = xcalloc(n, sizeof(*rs.sites)), .tg = xcalloc(n, sizeof(*rs.tg)),
			       .ok = xcalloc(n, sizeof(bool)), .lockdep = xcalloc(n, sizeof(bool)),
			       .lockless = xcalloc(n, sizeof(bool)), .grace = xcalloc(n, sizeof(bool)),
			       .n = fl->n };
	int ret;

	cx->root = root;
	ret = resolve_findings(cx, fl, &rs);
	if (!ret)
		group_into_plans(cx, &rs);
	for (size_t i = 0; i < fl->n && !ret; i++)
		if (rs.lockdep[i])
			lockdep_plan(cx, &fl->v[i], &rs.sites[i]);
		else if (rs.lockless[i])
			lockless_plan(cx, &fl->v[i], &rs.sites[i]);
		else if (rs.grace[i])
			grace_plan(cx, &rs.sites[i]);
	for (size_t k = 0; k < cx->nplans && !ret; k++)
		ret = plan_edits(cx, &cx->plans[k], &rs);
	for (size_t i = 0; i < fl->n; i++) {
		if (rs.ok[i] || rs.sites[i].file)
			site_free(&rs.sites[i]);
		if (rs.ok[i])
			target_free(&rs.tg[i]);
	}
	free(rs.sites);
	free(rs.tg);
	free(rs.ok);
	free(rs.lockdep);
	free(rs.lockless);
	free(rs.grace);
	return ret;
}
