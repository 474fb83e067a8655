// SPDX-License-Identifier: GPL-2.0
/*
 * The placement of the reader, once the region is known. Nested: the
 * lock before the section's lock (or replacing it), an unlock after each
 * release of that lock. Local: the lock before the region's first
 * statement (after a case label, with a declaration's initializer moved
 * after it), an unlock before each exit and after the region, or at the
 * label the region ends at (a new label when gotos from outside reach it
 * too), and srcu's index variable declared. The unlocks alone serve a
 * section that grows (extend.c).
 */
#include <stdlib.h>
#include <string.h>
#include "fix/planner.h"

/* The reader around the lock section: before (or for) its lock, after (or for) each release. */
static void nest_around_section(struct planner *p, struct fn_state *fs)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	const struct region *r = &fs->r;
	const struct stmt *b = &fn->s[r->blk];
	const struct stmt *ls = &fn->s[b->kids[r->i]];
	char *ind = indent_at(u->text, toff(p, ls->first));

	if (p->pl->mode == FIX_CONVERT)
		edit(p, toff(p, ls->first), tend(p, ls->last), str_dup(p->lock_text));
	else
		edit(p, toff(p, ls->first), toff(p, ls->first),
		     str_printf("%s\n%s", p->lock_text, ind));
	free(ind);
	for (size_t s = 0; s < fn->ns; s++) {
		struct lockstmt ul;

		if (fn->s[s].kind != ST_EXPR || fn->s[s].first < ls->first ||
		    fn->s[s].last > fn->s[b->kids[r->j]].last ||
		    !is_lock_stmt(u, (int)s, true, &ul))
			continue;
		if (lock_pairs(&r->lk, &ul)) {
			const struct stmt *us = &fn->s[s];

			if (p->pl->mode == FIX_CONVERT) {
				edit(p, toff(p, us->first), tend(p, us->last), str_dup(p->unlock_text));
			} else {
				char *ui = indent_at(u->text, toff(p, us->first));

				edit(p, after_tok(p, us->last), after_tok(p, us->last),
				     str_printf("\n%s%s", ui, p->unlock_text));
				free(ui);
			}
		}
		lockstmt_free(&ul);
	}
}

/* rcu_read_lock() outermost; an unlock after every release of the lock */
void place_nested(struct planner *p, struct fn_state *fs)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;

	nest_around_section(p, fs);
	/* each exit must release the section's lock just before it: the unlock follows that */
	for (size_t k = 0; k < fs->nex; k++) {
		const struct stmt *st = &fn->s[fs->exits[k]];
		int x = stmt_index(fn, fs->exits[k]);
		struct lockstmt ul;
		bool released = false;

		if (x > 0 && fn->s[st->parent].kind == ST_BLOCK &&
		    is_lock_stmt(u, fn->s[st->parent].kids[x - 1], true, &ul)) {
			released = lock_pairs(&fs->r.lk, &ul);
			lockstmt_free(&ul);
		}
		if (!released)
			human(p, str_printf("the exit at line %d leaves the %s section without releasing it",
					   u->src.t[st->first].line, fs->r.lk.arg));
		else
			p->pl->exits++;
	}
}

/* The lock before token @at: "T *v = EXPR;" split to "T *v;" and "v = EXPR;" after it. */
void lock_at(struct planner *p, struct fn_state *fs, size_t at, const char *ind)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;

	if (fs->decl_split < 0) {
		edit(p, toff(p, at), toff(p, at), str_printf("%s\n%s", p->lock_text, ind));
		return;
	}
	/* "T *v = EXPR;" -> "T *v;", and "v = EXPR;" first in the region */
	size_t eq = fs->split_var + 1, e = arg_end(u, eq, fn->s[fs->decl_split].last);

	char *init = xstrndup(u->text + toff(p, eq + 1), toff(p, e - 1) - toff(p, eq + 1) +
			      (tend(p, e - 1) - toff(p, e - 1)));
	char *var = tok_str(&u->src, fs->split_var);

	edit(p, tend(p, fs->split_var), tend(p, e - 1), str_dup(""));
	edit(p, toff(p, at), toff(p, at), str_printf("%s\n%s%s = %s;\n%s", p->lock_text, ind,
						    var, init, ind));
	free(init);
	free(var);
}

/* An unlock before each exit, but the gotos to the label the region ends at. */
static void unlock_exits(struct planner *p, struct fn_state *fs)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;

	for (size_t k = 0; k < fs->nex; k++) {
		const struct stmt *st = &fn->s[fs->exits[k]];

		if (st->kind == ST_RETURN && uses_taint(u, st->first, st->last, &fs->taint)) {
			human(p, str_printf("the return at line %d uses what the read-side critical section loaded, and the section cannot end after it: a reference must be taken inside it",
					   u->src.t[st->first].line));
			continue;
		}
		if (st->kind == ST_GOTO && fs->r.end_label >= 0) {
			char *l = tok_str(&u->src, st->first + 1);
			bool to_end = tok_is(&u->src, fn->s[fs->r.end_label].first, l);

			free(l);
			if (to_end)
				continue;
		}
		unlock_before(p, fs->exits[k]);
		p->pl->exits++;
	}
}

/* The unlock at the label the region ends at: a new label in front when gotos from outside reach it. */
static void unlock_at_label(struct planner *p, struct fn_state *fs, const char *ind)
{
	const struct unit *u = p->u;
	const struct stmt *lab = &u->fn.s[fs->r.end_label];
	char *name = tok_str(&u->src, lab->first);
	size_t gt[64];
	size_t ng = gotos_to(u, name, gt, 64);
	bool outside = false;

	for (size_t k = 0; k < ng; k++)
		if (!in_region(u, &fs->r, gt[k]))
			outside = true;
	if (outside) {
		/* a new label in front: "out_unlock:\n\tUNLOCK;\nout:" */
		char *nl = str_printf("%s_unlock", name);

		if (find_label(u, nl) >= 0) {
			free(nl);
			nl = str_printf("%s_rcu_unlock", name);
		}
		edit(p, toff(p, lab->first), toff(p, lab->first),
		     str_printf("%s:\n%s%s\n", nl, ind, p->unlock_text));
		for (size_t k = 0; k < ng; k++)
			if (in_region(u, &fs->r, gt[k]))
				edit(p, toff(p, gt[k] + 1), tend(p, gt[k] + 1), str_dup(nl));
		p->pl->label = nl;
	} else {
		edit(p, tend(p, lab->head_end), tend(p, lab->head_end),
		     str_printf("\n%s%s", ind, p->unlock_text));
	}
	free(name);
}

/* The unlock after the region: at its end label, or after its last statement unless that jumps. */
static void unlock_at_end(struct planner *p, struct fn_state *fs, const char *ind)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	const struct stmt *last = &fn->s[fn->s[fs->r.blk].kids[fs->r.j]];

	if (fs->r.end_label >= 0) {
		unlock_at_label(p, fs, ind);
	} else if (!(last->kind == ST_RETURN || last->kind == ST_GOTO || last->kind == ST_BREAK ||
		     last->kind == ST_CONTINUE)) {
		char *li = indent_at(u->text, toff(p, last->first));

		edit(p, after_tok(p, last->last), after_tok(p, last->last),
		     str_printf("\n%s%s", li, p->unlock_text));
		free(li);
	}
}

void place_unlocks(struct planner *p, struct fn_state *fs, const char *ind)
{
	unlock_exits(p, fs);
	unlock_at_end(p, fs, ind);
}

/* srcu: "int idx;" after the function's declarations */
static void declare_idx(struct planner *p, const char *idx)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	const struct stmt *body = &fn->s[0];
	int fnd = first_non_decl(u, 0);

	if (fnd > 0)
		edit(p, tend(p, fn->s[body->kids[fnd - 1]].last), tend(p, fn->s[body->kids[fnd - 1]].last),
		     str_printf("\n\tint %s;", idx));
	else
		edit(p, tend(p, fn->lbrace), tend(p, fn->lbrace), str_printf("\n\tint %s;\n", idx));
}

void place_local(struct planner *p, struct fn_state *fs)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	/* the lock before the first statement (after a case label) */
	const struct stmt *first = &fn->s[fn->s[fs->r.blk].kids[fs->r.i]];
	size_t at = first->first;

	while (first->kind == ST_CASE && first->nkids) {
		first = &fn->s[first->kids[0]];
		at = first->first;
	}
	char *ind = indent_at(u->text, toff(p, at));

	lock_at(p, fs, at, ind);
	place_unlocks(p, fs, ind);
	free(ind);
	if (fs->idx)
		declare_idx(p, fs->idx);
}
