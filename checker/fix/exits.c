// SPDX-License-Identifier: GPL-2.0
/*
 * The exits of the region: every return, and every break, continue or
 * goto whose target is outside it. A goto forward to a label of the
 * region's block ends the region at that label, where one unlock serves
 * every goto to it.
 */
#include <stdlib.h>
#include "fix/planner.h"
#include "rcu/model.h"

/* Gotos to label @name: token indices. */
size_t gotos_to(const struct unit *u, const char *name, size_t *out, size_t max)
{
	size_t n = 0;

	for (size_t i = u->fn.lbrace; i < u->fn.rbrace && n < max; i++)
		if (tok_is(&u->src, i, "goto") && tok_is(&u->src, i + 1, name))
			out[n++] = i;
	return n;
}

int find_label(const struct unit *u, const char *name)
{
	for (size_t s = 0; s < u->fn.ns; s++)
		if (u->fn.s[s].kind == ST_LABEL && tok_is(&u->src, u->fn.s[s].first, name))
			return (int)s;
	return -1;
}

/* Jump statements in [a, b] of the function that leave the region. */
static void escaping_exits(const struct unit *u, const struct region *r, int *out, size_t *n)
{
	const struct cfunction *fn = &u->fn;
	const struct stmt *b = &fn->s[r->blk];
	size_t a = fn->s[b->kids[r->i]].first, e = fn->s[b->kids[r->j]].last;

	*n = 0;
	for (size_t s = 0; s < fn->ns; s++) {
		const struct stmt *st = &fn->s[s];

		if (st->first < a || st->last > e)
			continue;
		bool leaves = false;

		if (st->kind == ST_RETURN) {
			leaves = true;
		} else if (st->kind == ST_BREAK || st->kind == ST_CONTINUE) {
			int q = st->parent;

			leaves = true;
			for (; q >= 0; q = fn->s[q].parent) {
				const struct stmt *qs = &fn->s[q];

				if (qs->kind == ST_LOOP || qs->kind == ST_DO ||
				    (qs->kind == ST_SWITCH && st->kind == ST_BREAK)) {
					leaves = !(qs->first >= a && qs->last <= e);
					break;
				}
			}
		} else if (st->kind == ST_GOTO) {
			char *l = tok_str(&u->src, st->first + 1);
			int ls = find_label(u, l);

			leaves = ls < 0 || !(fn->s[ls].first >= a && fn->s[ls].last <= e);
			free(l);
		}
		if (leaves && *n < MAX_EXITS)
			out[(*n)++] = (int)s;
	}
}

void find_exits(struct planner *p, struct fn_state *fs)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	struct region *r = &fs->r;

	for (int guard = 0; guard < 16; guard++) {
		bool grown = false;

		escaping_exits(u, r, fs->exits, &fs->nex);
		for (size_t k = 0; k < fs->nex && !r->nest; k++) {
			const struct stmt *st = &fn->s[fs->exits[k]];

			if (st->kind != ST_GOTO)
				continue;
			char *l = tok_str(&u->src, st->first + 1);
			int ls = find_label(u, l);

			free(l);
			if (ls < 0 || fn->s[ls].parent != r->blk)
				continue;
			int at = stmt_index(fn, ls);

			if (at <= r->j)
				continue;
			/* end the region at the label: the unlock goes there */
			r->j = at - 1;
			r->end_label = ls;
			grown = true;
		}
		if (!grown)
			break;
	}
	/* a return of what the section loaded would hand it out after the unlock */
	struct strlist loaded = STRLIST_INIT;

	for (size_t t = 0; t < fs->taint.n; t++)
		sl_push(&loaded, fs->taint.v[t]);
	/* an iterator's cursor is what it loads */
	for (size_t a = 0; a < fs->nanch; a++) {
		const struct rcu_reader_accessor *ra;
		size_t at = fs->anchors[a];

		if (!fs->is_access[a] || !(ra = rcu_model_reader_accessor(tkn(u, at), tlen(u, at))) ||
		    !ra->iterator || u->src.t[at + 2].kind != CT_IDENT)
			continue;
		char *cur = tok_str(&u->src, at + 2);

		if (!sl_contains(&loaded, cur))
			sl_push(&loaded, cur);
		free(cur);
	}
	for (size_t k = 0; k < fs->nex; k++) {
		const struct stmt *st = &fn->s[fs->exits[k]];

		/* "return p;": the pointer itself leaves (a use of it in the expression is the region's) */
		if (st->kind == ST_RETURN && st->last == st->first + 2 && !plan_never_freed(p->pl) &&
		    uses_taint(u, st->first + 1, st->first + 1, &loaded)) {
			char *t = tok_text(&u->src, st->first, st->last);

			human(p, str_printf("the pointer loaded in the read-side critical section escapes (%s): the section would end before its caller uses it; the reader belongs in the callers, or a reference must be taken",
					    t));
			free(t);
			break;
		}
	}
	sl_free(&loaded);
}
