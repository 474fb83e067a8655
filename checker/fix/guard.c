// SPDX-License-Identifier: GPL-2.0
/*
 * The reader as a cleanup.h guard, where the style asks for one
 * (style.h). guard(rcu)(); when the region runs to the end of its block
 * (past trailing plain returns at most): the scope ends the read-side
 * critical section on every exit, so no unlock is written at all.
 * Otherwise scoped_guard(rcu) { } around the region's statements,
 * indented one tab more.
 *
 * Lock style stays where a guard would change what the code does: a
 * nested or converted lock section; a region that starts at a label or
 * lies in a switch body; a label in the guard's scope that a jump from
 * outside reaches (it would skip the guard's initialization); and, for
 * scoped_guard, a break or continue out of the region: scoped_guard is a
 * for loop, they would leave the guard instead of the loop or switch.
 */
#include <stdlib.h>
#include <string.h>
#include "fix/planner.h"

/* Do tokens [a, b] call guard() or scoped_guard(), of any class? */
static bool uses_guards(const struct unit *u, size_t a, size_t b)
{
	for (size_t i = a; i < b && i + 1 < u->src.nt; i++)
		if ((tok_is(&u->src, i, "guard") || tok_is(&u->src, i, "scoped_guard")) &&
		    tok_is(&u->src, i + 1, "(") && is_value_ident(u, i))
			return true;
	return false;
}

/* auto: the function uses guards, or its file does (and the tree has cleanup.h) */
static bool wants_guard(const struct planner *p)
{
	const struct fix_ctx *cx = p->cx;
	const struct unit *u = p->u;

	if (cx->style == FIX_STYLE_LOCK || p->pl->mode != FIX_LOCAL ||
	    !fix_guards_have(&cx->guards, p->pl->flavor))
		return false;
	if (cx->style == FIX_STYLE_GUARD)
		return true;
	return uses_guards(u, u->fn.head, u->fn.rbrace) ||
	       (cx->guards.cleanup && u->src.nt && uses_guards(u, 0, u->src.nt - 1));
}

/* Is a label among tokens [a, b] reached from outside them (a case label from its switch)? */
static bool jumped_into(const struct unit *u, size_t a, size_t b)
{
	const struct cfunction *fn = &u->fn;

	for (size_t s = 0; s < fn->ns; s++) {
		const struct stmt *st = &fn->s[s];

		if (st->first < a || st->first > b)
			continue;
		if (st->kind == ST_CASE) {
			int q = st->parent;

			while (q >= 0 && fn->s[q].kind != ST_SWITCH)
				q = fn->s[q].parent;
			if (q >= 0 && fn->s[q].first < a)
				return true;
		} else if (st->kind == ST_LABEL) {
			char *name = tok_str(&u->src, st->first);
			size_t gt[64];
			size_t ng = gotos_to(u, name, gt, 64);

			free(name);
			for (size_t k = 0; k < ng; k++)
				if (gt[k] < a || gt[k] > b)
					return true;
		}
	}
	return false;
}

/* Only empty statements and returns without a call after the region in its block? */
static bool runs_to_end(const struct unit *u, const struct region *r)
{
	const struct stmt *b = &u->fn.s[r->blk];

	for (size_t k = (size_t)r->j + 1; k < b->nkids; k++) {
		const struct stmt *st = &u->fn.s[b->kids[k]];

		if (st->kind == ST_EMPTY)
			continue;
		if (st->kind != ST_RETURN)
			return false;
		for (size_t t = st->first; t <= st->last; t++)
			if (tok_is(&u->src, t, "("))
				return false;
	}
	return true;
}

static bool breaks_out(const struct unit *u, const struct fn_state *fs)
{
	for (size_t k = 0; k < fs->nex; k++) {
		enum stmt_kind kind = u->fn.s[fs->exits[k]].kind;

		if (kind == ST_BREAK || kind == ST_CONTINUE)
			return true;
	}
	return false;
}

enum guard_shape { SHAPE_LOCK, SHAPE_GUARD, SHAPE_SCOPED };

static enum guard_shape guard_shape(const struct planner *p, const struct fn_state *fs)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	const struct region *r = &fs->r;
	const struct stmt *b = &fn->s[r->blk];
	const struct stmt *first = &fn->s[b->kids[r->i]];
	size_t a = first->first;

	if (b->kind != ST_BLOCK || (b->parent >= 0 && fn->s[b->parent].kind == ST_SWITCH) ||
	    first->kind == ST_CASE || first->kind == ST_LABEL)
		return SHAPE_LOCK;
	if (runs_to_end(u, r) && !jumped_into(u, a, fn->s[b->kids[b->nkids - 1]].last))
		return SHAPE_GUARD;
	if (!breaks_out(u, fs) && !jumped_into(u, a, fn->s[b->kids[r->j]].last))
		return SHAPE_SCOPED;
	return SHAPE_LOCK;
}

/* The lock text for @shape: "guard(rcu)();", "scoped_guard(srcu, &ss) {"; ->guard named. */
static void guard_texts(struct planner *p, enum guard_shape shape, const char *srcu)
{
	bool is_srcu = !strcmp(p->pl->flavor, "srcu");
	const char *ssp = srcu ? srcu : "ssp";

	free(p->lock_text);
	if (shape == SHAPE_GUARD) {
		p->pl->guard = is_srcu ? str_printf("guard(srcu)(%s)", ssp) : str_dup("guard(rcu)()");
		p->lock_text = str_printf("%s;", p->pl->guard);
	} else {
		p->pl->guard = is_srcu ? str_printf("scoped_guard(srcu, %s)", ssp) :
					 str_dup("scoped_guard(rcu)");
		p->lock_text = str_printf("%s {", p->pl->guard);
	}
}

/* One more tab at the start of each line in bytes [from, to), but blank and preprocessor lines. */
static void indent_lines(struct planner *p, size_t from, size_t to)
{
	const char *t = p->u->text;

	for (size_t q = from + 1; q < to; q++) {
		if (t[q - 1] != '\n')
			continue;
		size_t e = q;

		while (t[e] == ' ' || t[e] == '\t')
			e++;
		if (t[e] != '\n' && t[e] != '#' && t[e])
			edit(p, q, q, str_dup("\t"));
	}
	p->indent_from = from;
	p->indent_to = to;
}

bool place_guard(struct planner *p, struct fn_state *fs, const char *srcu)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	enum guard_shape shape;

	if (fs->r.must_guard) {
		if (p->pl->mode != FIX_LOCAL || !fix_guards_have(&p->cx->guards, p->pl->flavor) ||
		    (shape = guard_shape(p, fs)) != SHAPE_GUARD) {
			human(p, str_printf("a guard at line %d holds to the end of its scope: the reader must too, as a guard the tree defines",
					   u->src.t[fn->s[fn->s[fs->r.blk].kids[fs->r.i]].first].line));
			return false;
		}
	} else if (!wants_guard(p) || (shape = guard_shape(p, fs)) == SHAPE_LOCK) {
		return false;
	}
	for (size_t k = 0; k < fs->nex; k++) {
		const struct stmt *st = &fn->s[fs->exits[k]];

		if (st->kind == ST_RETURN && uses_taint(u, st->first, st->last, &fs->taint))
			human(p, str_printf("the return at line %d uses what the read-side critical section loaded, and the section cannot end after it: a reference must be taken inside it",
					   u->src.t[st->first].line));
	}
	guard_texts(p, shape, srcu);
	p->pl->exits = (int)fs->nex;

	const struct stmt *first = &fn->s[fn->s[fs->r.blk].kids[fs->r.i]];
	const struct stmt *last = &fn->s[fn->s[fs->r.blk].kids[fs->r.j]];
	char *ind = indent_at(u->text, toff(p, first->first));

	if (shape == SHAPE_GUARD) {
		lock_at(p, fs, first->first, ind);
	} else {
		char *inner = str_printf("%s\t", ind);

		lock_at(p, fs, first->first, inner);
		indent_lines(p, toff(p, first->first), tend(p, last->last));
		edit(p, after_tok(p, last->last), after_tok(p, last->last), str_printf("\n%s}", ind));
		free(inner);
	}
	free(ind);
	return true;
}

void guard_reindent_edits(struct planner *p)
{
	struct fix_plan *pl = p->pl;
	size_t k = 0;

	if (p->indent_to <= p->indent_from)
		return;
	/* a tab inside text another edit replaces (a corrected comment): that text indented instead */
	for (size_t e = 0; e < pl->nedits; e++) {
		struct fix_edit *ed = &pl->edits[e];
		bool tab = ed->off == ed->end && !strcmp(ed->text, "\t") &&
			   ed->off > p->indent_from && ed->off < p->indent_to;
		bool inside = false;

		for (size_t o = 0; o < pl->nedits && tab; o++)
			if (pl->edits[o].off < ed->off && ed->off < pl->edits[o].end)
				inside = true;
		if (inside)
			free(ed->text);
		else
			pl->edits[k++] = *ed;
	}
	pl->nedits = k;
	for (size_t e = 0; e < pl->nedits; e++) {
		struct fix_edit *ed = &pl->edits[e];

		if (ed->off < ed->end && ed->off > p->indent_from && ed->off < p->indent_to &&
		    strchr(ed->text, '\n')) {
			struct strbuf sb = STRBUF_INIT;

			for (const char *c = ed->text; *c; c++) {
				sb_putc(&sb, *c);
				if (*c == '\n' && c[1] && c[1] != '\n')
					sb_putc(&sb, '\t');
			}
			free(ed->text);
			ed->text = sb_detach(&sb);
		}
	}
}

void place_guard_section(struct planner *p, struct fn_state *fs, const char *srcu)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	const struct stmt *gs = &fn->s[fn->s[fs->r.blk].kids[fs->r.i]];
	char *cls, *arg, *ind;

	if (!fix_guards_have(&p->cx->guards, p->pl->flavor)) {
		human(p, str_printf("the %s section is a guard at line %d: the reader must be a guard before it, and the tree defines none for %s",
				   p->pl->flavor, u->src.t[gs->first].line, p->pl->flavor));
		return;
	}
	if (!is_guard_stmt(u, fn->s[fs->r.blk].kids[fs->r.i], &cls, &arg))
		return;
	/* guards end in reverse order: the reader's, taken first, outlives the lock's */
	guard_texts(p, SHAPE_GUARD, srcu);
	ind = indent_at(u->text, toff(p, gs->first));
	edit(p, toff(p, gs->first), toff(p, gs->first), str_printf("%s\n%s", p->lock_text, ind));
	p->pl->mode = FIX_NEST;
	p->pl->lock = tok_text(&u->src, gs->first, gs->last - 1);
	p->pl->lock_name = str_dup(*arg ? (arg[0] == '&' ? arg + 1 : arg) : cls);
	free(ind);
	free(cls);
	free(arg);
}
