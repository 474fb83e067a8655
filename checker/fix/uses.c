// SPDX-License-Identifier: GPL-2.0
/*
 * The uses of what the accesses loaded: the pointer variables assigned
 * from them are followed through the statements after, and the region
 * grows over each use, until a call takes its own reference (get_*(),
 * *_get(), kref_get(), a copy), which ends the need for the reader.
 */
#include <stdlib.h>
#include <string.h>
#include "fix/planner.h"

/* Pointer variables of the function: "*name" in its parameters and declarations. */
static void pointer_vars(const struct unit *u, struct strlist *out)
{
	for (size_t i = u->fn.head; i + 2 < u->fn.rbrace; i++) {
		if (!tok_is(&u->src, i + 1, "*") || u->src.t[i + 2].kind != CT_IDENT)
			continue;
		if (!(u->src.t[i].kind == CT_IDENT || tok_is(&u->src, i, "*") || tok_is(&u->src, i, ",")))
			continue;
		/* "struct bar *b __free(bar_put) = NULL": a pointer with a cleanup (linux/cleanup.h) */
		size_t after = i + 3;

		if (tok_is(&u->src, after, "__free") && tok_is(&u->src, after + 1, "("))
			after = tok_match(&u->src, after + 1) + 1;
		if (tok_is(&u->src, after, "=") || tok_is(&u->src, after, ",") ||
		    tok_is(&u->src, after, ";") || tok_is(&u->src, after, ")") ||
		    tok_is(&u->src, after, "[")) {
			char *n = tok_str(&u->src, i + 2);

			if (!sl_contains(out, n))
				sl_push(out, n);
			free(n);
		}
	}
}

/* Does a call in tokens [a, b] take its own reference (or copy)? Its name. */
static char *pin_call(const struct unit *u, size_t a, size_t b, const struct strlist *taint)
{
	for (size_t i = a; i <= b; i++) {
		if (u->src.t[i].kind != CT_IDENT || !tok_is(&u->src, i + 1, "("))
			continue;
		char *n = tok_str(&u->src, i);
		bool pin = starts_with(n, "get_") || ends_with(n, "_get") || strstr(n, "_get_") ||
			   strstr(n, "tryget") || starts_with(n, "refcount_inc") ||
			   starts_with(n, "kref_get") || !strcmp(n, "atomic_inc_not_zero") ||
			   starts_with(n, "kstrdup") || !strcmp(n, "memcpy") || !strcmp(n, "strscpy");

		if (pin) {
			size_t close = tok_match(&u->src, i + 1);

			for (size_t k = i + 2; k < close; k++) {
				char *v = is_value_ident(u, k) ? tok_str(&u->src, k) : NULL;
				bool hit = v && (!taint || sl_contains(taint, v));

				free(v);
				if (hit)
					return n;
			}
			/* the access itself inside the call: get_uid(__task_cred(t)->user) */
			if (!taint)
				return n;
		}
		free(n);
	}
	return NULL;
}

/* Uses of tainted names in tokens [a, b]. */
bool uses_taint(const struct unit *u, size_t a, size_t b, const struct strlist *taint)
{
	for (size_t k = a; k <= b; k++) {
		if (!is_value_ident(u, k) || tok_is(&u->src, k + 1, "("))
			continue;
		char *v = tok_str(&u->src, k);
		bool hit = sl_contains(taint, v);

		free(v);
		if (hit)
			return true;
	}
	return false;
}

/* "name = ..." or "type *name = ..." at depth 0 before token @tok: name's token. */
static size_t assigned_var(const struct unit *u, int s, size_t tok)
{
	const struct stmt *st = &u->fn.s[s];
	size_t eq = (size_t)-1;
	int depth = 0;

	for (size_t k = st->first; k < tok; k++) {
		if (tok_is(&u->src, k, "(") || tok_is(&u->src, k, "[") || tok_is(&u->src, k, "{"))
			depth++;
		else if (tok_is(&u->src, k, ")") || tok_is(&u->src, k, "]") || tok_is(&u->src, k, "}"))
			depth--;
		else if (!depth && tok_is(&u->src, k, "="))
			eq = k;
		else if (!depth && tok_is(&u->src, k, ","))
			eq = (size_t)-1;
	}
	if (eq == (size_t)-1 || eq == 0 || u->src.t[eq - 1].kind != CT_IDENT)
		return (size_t)-1;
	return eq - 1;
}

/*
 * An _rcu iterator's cursor copied inside its loop ("found = nc;", at any
 * depth of the body) is what the walk loaded: the copy is followed after
 * the loop like a pointer the access assigned (ncsi_choose_active_channel()
 * walks with NCSI_FOR_EACH_CHANNEL() and uses found->id after the walk).
 */
static void taint_cursor_copies(const struct unit *u, int loop, struct fn_state *fs)
{
	const struct cfunction *fn = &u->fn;
	size_t f = fn->s[loop].first;
	struct strlist cursor = STRLIST_INIT;

	if (u->src.t[f].kind != CT_IDENT || tok_is(&u->src, f, "for") || tok_is(&u->src, f, "while") ||
	    !tok_is(&u->src, f + 1, "("))
		return;
	/* the cursor: a pointer variable passed alone; a wrapper puts it anywhere (NCSI_FOR_EACH_CHANNEL(np, nc)) */
	size_t close = tok_match(&u->src, f + 1);

	for (size_t a = f + 2; a < close; a++) {
		if (u->src.t[a].kind != CT_IDENT || !(tok_is(&u->src, a - 1, "(") || tok_is(&u->src, a - 1, ",")) ||
		    !(tok_is(&u->src, a + 1, ",") || a + 1 == close))
			continue;
		char *n = tok_str(&u->src, a);

		if (sl_contains(&fs->ptrs, n) && !sl_contains(&cursor, n))
			sl_push(&cursor, n);
		free(n);
	}
	if (!cursor.n)
		return;
	for (size_t x = (size_t)loop + 1; x < fn->ns; x++) {
		if (fn->s[x].kind != ST_EXPR || !stmt_contains(fn, loop, (int)x))
			continue;
		size_t v = assigned_var(u, (int)x, fn->s[x].last);

		if (v == (size_t)-1 || !uses_taint(u, v + 2, fn->s[x].last, &cursor))
			continue;
		char *name = tok_str(&u->src, v);

		if (sl_contains(&fs->ptrs, name) && !sl_contains(&cursor, name) && !sl_contains(&fs->taint, name))
			sl_push(&fs->taint, name);
		free(name);
	}
	sl_free(&cursor);
}

/* The anchors' own statements: what each assigns, or the call that pins it. */
static bool loads_of_anchors(struct planner *p, struct fn_state *fs)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;

	for (size_t k = 0; k < fs->nanch; k++) {
		int s = fs->stmts[k];

		while (fn->s[s].kind != ST_EXPR && fn->s[s].kind != ST_RETURN && fn->s[s].parent > 0 &&
		       fn->s[fn->s[s].parent].kind == ST_EXPR)
			s = fn->s[s].parent;
		if (fn->s[s].kind == ST_RETURN && fs->is_access[k]) {
			human(p, str_printf("the value loaded at line %d is returned: the caller needs the read lock, or a reference must be taken",
					   u->src.t[fs->anchors[k]].line));
			return false;
		}
		if (fn->s[s].kind == ST_LOOP && fs->is_access[k] && fn->s[s].first == fs->anchors[k])
			taint_cursor_copies(u, s, fs);
		if (fn->s[s].kind != ST_EXPR)
			continue;
		size_t v = assigned_var(u, s, fs->anchors[k]);
		char *pinned = pin_call(u, fn->s[s].first, fn->s[s].last, NULL);

		if (pinned) {
			free(p->pl->pinned_by);
			p->pl->pinned_by = pinned;
			continue;
		}
		if (v == (size_t)-1)
			continue;
		char *name = tok_str(&u->src, v);

		if (sl_contains(&fs->ptrs, name) && !sl_contains(&fs->taint, name))
			sl_push(&fs->taint, name);
		if (fs->is_access[k] && is_decl(u, s) && fn->s[s].parent == fs->r.blk) {
			fs->decl_split = s;
			fs->split_var = v;
		}
		free(name);
	}
	return true;
}

/*
 * Does statement @s give @var a new value before it reads it: "var = E;"
 * with E not reading var, "for (var = E; ...)", or var as the cursor of an
 * iterator macro ("list_for_each_entry(var, head, member) ...")? The rule
 * in cocci/rcu_pointer_lifetime.cocci ends a pointer's life the same way.
 */
static bool new_value(const struct unit *u, int s, const char *var)
{
	const struct stmt *st = &u->fn.s[s];
	size_t f = st->first, e = st->last;
	struct strlist one = STRLIST_INIT;
	bool fresh = false;

	sl_push(&one, var);
	if (st->kind == ST_EXPR && tok_is(&u->src, f, var) && tok_is(&u->src, f + 1, "=")) {
		fresh = !uses_taint(u, f + 2, e, &one);
	} else if (st->kind == ST_LOOP && tok_is(&u->src, f, "for") && tok_is(&u->src, f + 2, var) &&
		   tok_is(&u->src, f + 3, "=")) {
		size_t semi = f + 4;

		while (semi < e && !tok_is(&u->src, semi, ";"))
			semi++;
		fresh = !uses_taint(u, f + 4, semi, &one);
	} else if (st->kind == ST_LOOP && u->src.t[f].kind == CT_IDENT && !tok_is(&u->src, f, "for") &&
		   !tok_is(&u->src, f, "while") && tok_is(&u->src, f + 1, "(") &&
		   tok_is(&u->src, f + 2, var) && tok_is(&u->src, f + 3, ",")) {
		fresh = true;
	}
	sl_free(&one);
	return fresh;
}

/* @taint without the names statement @s gives a new value. */
static void drop_new_values(const struct unit *u, int s, struct strlist *taint)
{
	struct strlist kept = STRLIST_INIT;

	for (size_t t = 0; t < taint->n; t++)
		if (!new_value(u, s, taint->v[t]))
			sl_push(&kept, taint->v[t]);
	sl_free(taint);
	*taint = kept;
}

/* The statements after: the region grows over each use, up to a pinning call or a new value. */
static void follow_taint(struct planner *p, struct fn_state *fs)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	const struct stmt *blk = &fn->s[fs->r.blk];

	for (int x = fs->r.i; x < (int)blk->nkids && fs->taint.n; x++) {
		const struct stmt *st = &fn->s[blk->kids[x]];

		bool loads = false;

		for (size_t k = 0; k < fs->nanch; k++)
			loads |= st->first <= fs->anchors[k] && fs->anchors[k] <= st->last;
		if (!loads) {
			drop_new_values(u, blk->kids[x], &fs->taint);
			if (!fs->taint.n)
				break;
		}
		bool use = uses_taint(u, st->first, st->last, &fs->taint);

		if (!use)
			continue;
		if (x > fs->r.j)
			fs->r.j = x;
		char *pin = pin_call(u, st->first, st->last, &fs->taint);

		if (pin) {
			free(p->pl->pinned_by);
			p->pl->pinned_by = pin;
			sl_free(&fs->taint);	/* the reference keeps it now */
			break;
		}
		if (st->kind == ST_EXPR) {
			size_t eq = assigned_var(u, blk->kids[x], st->last);

			if (eq != (size_t)-1) {
				char *n = tok_str(&u->src, eq);

				if (sl_contains(&fs->ptrs, n) && !sl_contains(&fs->taint, n))
					sl_push(&fs->taint, n);
				free(n);
			}
		}
	}
}

/* Every use of what the accesses loaded, until a reference is taken. */
bool follow_uses(struct planner *p, struct fn_state *fs)
{
	pointer_vars(p->u, &fs->ptrs);
	if (!loads_of_anchors(p, fs))
		return false;
	follow_taint(p, fs);
	return true;
}
