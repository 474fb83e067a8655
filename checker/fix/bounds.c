// SPDX-License-Identifier: GPL-2.0
/*
 * The bounds of the region: the kids of one block, from the first
 * statement holding an anchor to the last; and, when an access loads in
 * a declaration, moved below the block's declarations.
 */
#include <stdlib.h>
#include "fix/planner.h"

bool in_region(const struct unit *u, const struct region *r, size_t tok)
{
	const struct stmt *b = &u->fn.s[r->blk];

	return u->fn.s[b->kids[r->i]].first <= tok && tok <= u->fn.s[b->kids[r->j]].last;
}

/* The statement @s's ancestor that is a direct kid of block @blk, or -1. */
static int unit_in(const struct unit *u, int blk, int s)
{
	for (; s >= 0; s = u->fn.s[s].parent)
		if (u->fn.s[s].parent == blk)
			return s;
	return -1;
}

/* Innermost block holding all of @stmts, as kids. */
static int common_block(const struct unit *u, const int *stmts, size_t n)
{
	int blk = u->fn.s[stmts[0]].parent;

	for (;;) {
		while (blk > 0 && u->fn.s[blk].kind != ST_BLOCK)
			blk = u->fn.s[blk].parent;
		bool all = true;

		for (size_t k = 0; k < n && all; k++)
			if (!stmt_contains(&u->fn, blk, stmts[k]) || stmts[k] == blk)
				all = false;
		if (all || blk <= 0)
			return blk < 0 ? 0 : blk;
		blk = u->fn.s[blk].parent;
	}
}

/* Index of the first statement of @blk that is not a declaration. */
int first_non_decl(const struct unit *u, int blk)
{
	const struct stmt *b = &u->fn.s[blk];
	int k = 0;

	while (k < (int)b->nkids && is_decl(u, b->kids[k]))
		k++;
	return k;
}

bool region_bounds(struct planner *p, struct fn_state *fs)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	struct region *r = &fs->r;

	for (size_t k = 0; k < fs->nanch; k++)
		fs->stmts[k] = stmt_at(fn, fs->anchors[k]);
	r->blk = common_block(u, fs->stmts, fs->nanch);
	r->i = 1 << 30;
	r->j = -1;
	for (size_t k = 0; k < fs->nanch; k++) {
		int un = unit_in(u, r->blk, fs->stmts[k]);

		if (un < 0)
			continue;
		int x = stmt_index(fn, un);

		if (x < r->i)
			r->i = x;
		if (x > r->j)
			r->j = x;
	}
	if (r->j < 0) {
		human(p, str_dup("the access is in no statement rcucheck can find"));
		return false;
	}
	return true;
}

/* A declaration's initializer moves below the declarations, and the region with it. */
bool split_declaration(struct planner *p, struct fn_state *fs)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	struct region *r = &fs->r;
	const struct stmt *blk = &fn->s[r->blk];

	if (fs->decl_split < 0)
		return true;
	int fnd = first_non_decl(u, r->blk);

	for (int x = stmt_index(fn, fs->decl_split) + 1; x < fnd; x++) {
		const struct stmt *st = &fn->s[blk->kids[x]];
		char *n = tok_str(&u->src, fs->split_var);
		struct strlist one = STRLIST_INIT;

		sl_push(&one, n);
		if (uses_taint(u, st->first, st->last, &one))
			human(p, str_printf("the declaration at line %d uses %s, loaded in a declaration above it",
					   u->src.t[st->first].line, n));
		sl_free(&one);
		free(n);
	}
	if (fnd >= (int)blk->nkids) {
		human(p, str_dup("nothing but declarations follow the access"));
		return false;
	}
	if (r->j < fnd)
		r->j = fnd - 1 < r->i ? r->i : fnd - 1;
	r->i = fnd;
	if (r->j < r->i)
		r->j = r->i;
	p->pl->split_decl = true;
	return true;
}
