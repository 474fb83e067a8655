// SPDX-License-Identifier: GPL-2.0
/*
 * The region within what encloses it: grown to a whole switch when it
 * would cross a case label, and to a whole lock section when a lock is
 * taken before it and released after it in an enclosing block. The
 * reader then nests around the section (rcu_read_lock() outermost), or
 * replaces read_lock(&tasklist_lock) when every call in the section needs
 * no more than RCU (the seed's second patch).
 */
#include <stdlib.h>
#include <string.h>
#include "fix/planner.h"
#include "rcu/model.h"

/* "&t->sighand->siglock" and "&sighand->siglock" are the same lock to us. */
bool held_names_lock(const struct strlist *held, const char *arg)
{
	const char *a = strrchr(arg, '>'), *d = strrchr(arg, '.');

	a = a ? a + 1 : d ? d + 1 : arg;
	while (*a == '&' || *a == '*')
		a++;
	for (size_t i = 0; i < held->n; i++) {
		const char *h = held->v[i], *ha = strrchr(h, '>'), *hd = strrchr(h, '.');
		char *hn;

		h = ha ? ha + 1 : hd ? hd + 1 : h;
		while (*h == '&' || *h == '*')
			h++;
		hn = xstrndup(h, strcspn(h, "/ "));
		bool same = !strcmp(hn, a);

		free(hn);
		if (same)
			return true;
	}
	return false;
}

bool is_guard_stmt(const struct unit *u, int s, char **cls, char **arg)
{
	const struct csrc *src = &u->src;
	const struct stmt *st = &u->fn.s[s];
	size_t f = st->first;

	if (st->kind != ST_EXPR || !(tok_is(src, f, "guard") || tok_is(src, f, "CLASS")) ||
	    !tok_is(src, f + 1, "(") || f + 2 >= src->nt || src->t[f + 2].kind != CT_IDENT)
		return false;
	size_t close = tok_match(src, f + 1);

	if (close + 1 >= src->nt || !tok_is(src, close + 1, "("))
		return false;
	size_t close2 = tok_match(src, close + 1);

	if (close2 + 1 != st->last || !tok_is(src, st->last, ";"))
		return false;
	size_t e = arg_end(u, close + 2, close2);

	*cls = tok_str(src, f + 2);
	*arg = e > close + 2 ? tok_text(src, close + 2, e - 1) : str_dup("");
	return true;
}

/* The block that holds the statement owning block @blk, and that statement's index in it; false at the top. */
static bool outer_block(const struct unit *u, int *blk, int *i)
{
	int owner = u->fn.s[*blk].parent;

	if (owner < 0)
		return false;
	while (u->fn.s[owner].parent >= 0 && u->fn.s[u->fn.s[owner].parent].kind != ST_BLOCK)
		owner = u->fn.s[owner].parent;
	if (u->fn.s[owner].parent < 0)
		return false;
	*blk = u->fn.s[owner].parent;
	*i = stmt_index(&u->fn, owner);
	return true;
}

/*
 * The innermost guard of a lock that does not sleep (guard(spinlock)(&l),
 * guard(irqsave)()) before the region in an enclosing block: it holds to
 * that block's end, a lock section like spin_lock() ... spin_unlock(). A
 * guard of a sleeping lock, or of a class the model does not know, is no
 * section to nest the reader around (it may sleep).
 */
static bool enclosing_guard(const struct unit *u, struct region *r)
{
	int blk = r->blk, i = r->i;

	do {
		const struct stmt *b = &u->fn.s[blk];

		for (int a = i - 1; a >= 0; a--) {
			char *cls, *arg;

			if (!is_guard_stmt(u, b->kids[a], &cls, &arg))
				continue;
			struct rcu_effect e = rcu_model_guard(cls, strlen(cls));
			bool lock = e.flavors && !e.sleeplock &&
				    !(e.flavors & (RCU_FL_RCU | RCU_FL_SRCU));

			free(cls);
			free(arg);
			if (lock) {
				*r = (struct region){ .blk = blk, .i = a, .j = (int)b->nkids - 1,
						      .lock_i = a, .end_label = -1, .guard_section = true };
				return true;
			}
		}
	} while (outer_block(u, &blk, &i));
	return false;
}

/* A guard statement in the region: its scope would end with a scoped_guard() or be cut by an unlock. */
static void guard_in_region(const struct unit *u, struct region *r)
{
	const struct stmt *b = &u->fn.s[r->blk];

	for (int k = r->i; k <= r->j; k++) {
		char *cls, *arg;

		if (!is_guard_stmt(u, b->kids[k], &cls, &arg))
			continue;
		free(cls);
		free(arg);
		r->j = (int)b->nkids - 1;
		r->must_guard = true;
		return;
	}
}

/* Grows the region over case labels it would cross; false when it cannot. */
static bool fit_labels(const struct unit *u, struct region *r)
{
	for (int guard = 0; guard < 16; guard++) {
		const struct stmt *b = &u->fn.s[r->blk];
		bool crosses = false;

		for (int k = r->i + 1; k <= r->j; k++)
			if (u->fn.s[b->kids[k]].kind == ST_CASE)
				crosses = true;
		if (!crosses)
			return true;
		/* the whole switch instead */
		if (!outer_block(u, &r->blk, &r->i))
			return false;
		r->j = r->i;
	}
	return false;
}

/* An enclosing lock section: prefer a lock named in @held, else the innermost non-sleeping one. */
static bool enclosing_lock(const struct unit *u, struct region *r, const struct strlist *held)
{
	struct region best = { 0 };
	bool have = false, have_held = false;
	int blk = r->blk, i = r->i, j = r->j;

	for (;;) {
		const struct stmt *b = &u->fn.s[blk];

		for (int a = i - 1; a >= 0; a--) {
			struct lockstmt lk;

			if (!is_lock_stmt(u, b->kids[a], false, &lk))
				continue;
			int e = -1;

			for (int k = j + 1; k < (int)b->nkids && e < 0; k++) {
				struct lockstmt ul;

				if (is_lock_stmt(u, b->kids[k], true, &ul)) {
					if (lock_pairs(&lk, &ul))
						e = k;
					lockstmt_free(&ul);
				}
			}
			bool named = held_names_lock(held, lk.arg);

			if (e < 0 || lk.sleeps || (have && (have_held || !named))) {
				lockstmt_free(&lk);
				continue;
			}
			if (have)
				lockstmt_free(&best.lk);
			best = (struct region){ .blk = blk, .i = a, .j = e, .lock_i = a, .lk = lk,
						.nest = true, .end_label = -1 };
			have = true;
			have_held = named;
		}
		int owner = u->fn.s[blk].parent;

		if (owner < 0)
			break;
		while (u->fn.s[owner].parent >= 0 && u->fn.s[u->fn.s[owner].parent].kind != ST_BLOCK)
			owner = u->fn.s[owner].parent;
		if (u->fn.s[owner].parent < 0)
			break;
		blk = u->fn.s[owner].parent;
		i = j = stmt_index(&u->fn, owner);
	}
	if (have)
		*r = best;
	return have;
}

bool choose_section(struct planner *p, struct fn_state *fs, const struct strlist *held)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	struct region *r = &fs->r;

	if (!fit_labels(u, r)) {
		human(p, str_dup("the region crosses case labels of a switch rcucheck cannot enclose"));
		return false;
	}
	if (!enclosing_lock(u, r, held)) {
		if (!enclosing_guard(u, r))
			guard_in_region(u, r);
		return true;
	}
	p->pl->lock = tok_text(&u->src, fn->s[fn->s[r->blk].kids[r->i]].first,
			       fn->s[fn->s[r->blk].kids[r->i]].last - 1);
	p->pl->lock_name = str_dup(r->lk.arg[0] == '&' ? r->lk.arg + 1 : r->lk.arg);
	p->pl->mode = FIX_NEST;
	if (!strcmp(r->lk.name, "read_lock") && !strcmp(r->lk.arg, "&tasklist_lock") &&
	    strcmp(p->pl->flavor, "srcu")) {
		const struct stmt *b = &fn->s[r->blk];
		char *why = first_unsafe_call(p, fn->s[b->kids[r->i]].first, fn->s[b->kids[r->j]].last);

		if (why)
			p->pl->kept_for = why;
		else
			p->pl->mode = FIX_CONVERT;
	}
	return true;
}
