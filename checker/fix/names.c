// SPDX-License-Identifier: GPL-2.0
#include "fix/names.h"

#include <stdlib.h>
#include <string.h>
#include "fix/planner.h"
#include "rcu/model.h"

bool is_accessor_name(const char *s, size_t n)
{
	return rcu_model_is_accessor(s, n);
}

/* Lookups whose result is only valid inside the read-side critical section. */
bool is_rcu_lookup(const char *n)
{
	return rcu_model_is_lookup(n) || is_accessor_name(n, strlen(n));
}

/* Is statement @s of @u "LOCKFN(arg...);"? Fills @ls. */
bool is_lock_stmt(const struct unit *u, int s, bool unlock, struct lockstmt *ls)
{
	const struct stmt *st = &u->fn.s[s];

	/* "out_unlock:\n\tread_unlock(&l);": the labelled statement */
	while ((st->kind == ST_LABEL || st->kind == ST_CASE) && st->nkids) {
		s = st->kids[0];
		st = &u->fn.s[s];
	}
	size_t f = st->first;

	if (st->kind != ST_EXPR || u->src.t[f].kind != CT_IDENT || !tok_is(&u->src, f + 1, "("))
		return false;
	size_t close = tok_match(&u->src, f + 1);

	if (close + 1 != st->last || !tok_is(&u->src, st->last, ";"))
		return false;
	char *name = tok_str(&u->src, f);
	bool sleeps;

	if (!rcu_model_lock_call(name, unlock, &sleeps) || strstr(name, "_nested_") ||
	    strstr(name, "trylock")) {
		free(name);
		return false;
	}
	/* the first argument names the lock */
	size_t e = arg_end(u, f + 2, close);

	ls->stmt = s;
	ls->name = name;
	ls->arg = e > f + 2 ? tok_text(&u->src, f + 2, e - 1) : str_dup("");
	ls->sleeps = sleeps;
	return true;
}

void lockstmt_free(struct lockstmt *ls)
{
	free(ls->name);
	free(ls->arg);
}

/* Does @unl release what @lk took? */
bool lock_pairs(const struct lockstmt *lk, const struct lockstmt *unl)
{
	return !strcmp(lk->arg, unl->arg) && rcu_model_releases(lk->name, unl->name);
}

bool is_decl(const struct unit *u, int s)
{
	static const char *const types[] = {
		"struct", "union", "enum", "const", "volatile", "static", "unsigned", "signed",
		"int", "long", "short", "char", "bool", "void", "float", "double", "u8", "u16",
		"u32", "u64", "s8", "s16", "s32", "s64", "register",
	};
	const struct stmt *st = &u->fn.s[s];
	size_t f = st->first;

	if (st->kind != ST_EXPR || u->src.t[f].kind != CT_IDENT)
		return false;
	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++)
		if (tok_is(&u->src, f, types[i]))
			return true;
	if (tlen(u, f) > 2 && !memcmp(tkn(u, f) + tlen(u, f) - 2, "_t", 2))
		return u->src.t[f + 1].kind == CT_IDENT || tok_is(&u->src, f + 1, "*");
	/* "foo_type name;" or "foo_type *name = ..." */
	return (u->src.t[f + 1].kind == CT_IDENT && f + 2 <= st->last &&
		(tok_is(&u->src, f + 2, ";") || tok_is(&u->src, f + 2, "=") ||
		 tok_is(&u->src, f + 2, ",") || tok_is(&u->src, f + 2, "["))) ||
	       (tok_is(&u->src, f + 1, "*") && u->src.t[f + 2].kind == CT_IDENT &&
		(tok_is(&u->src, f + 3, ";") || tok_is(&u->src, f + 3, "=") || tok_is(&u->src, f + 3, ",")));
}

/*
 * When every call in a read_lock(&tasklist_lock) section needs no more
 * than the RCU read lock (the model's "rcu-calls"), is an accessor, or a
 * helper whose accesses are the ones being fixed, and it writes only
 * locals, the lock served only as an RCU substitute and is converted (the
 * seed's second patch); otherwise it is kept and the reader nests around it.
 */
char *first_unsafe_call(struct planner *p, size_t a, size_t b)
{
	const struct unit *u = p->u;

	for (size_t i = a; i <= b; i++) {
		if (u->src.t[i].kind == CT_IDENT && tok_is(&u->src, i + 1, "(") && is_value_ident(u, i)) {
			char *n = tok_str(&u->src, i);
			static const char *const keywords[] = {
				"if", "while", "for", "switch", "return", "sizeof", "typeof",
				"__typeof__", "alignof", "_Alignof", "read_lock", "read_unlock",
			};
			bool ok = is_accessor_name(n, strlen(n)) || sl_contains(&p->chain_funcs, n);

			for (size_t k = 0; !ok && k < sizeof(keywords) / sizeof(keywords[0]); k++)
				ok = !strcmp(n, keywords[k]);

			ok = ok || rcu_model_reader_enough(n);
			if (!ok)
				return n;
			if (!sl_contains(&p->pl->section_calls, n) && strcmp(n, "if") &&
			    strcmp(n, "while") && strcmp(n, "for") && strcmp(n, "switch") &&
			    strcmp(n, "return") && strcmp(n, "sizeof") && !starts_with(n, "read_"))
				sl_push(&p->pl->section_calls, n);
			free(n);
			continue;
		}
		/* stores through pointers: the lock may protect them */
		if (tok_is(&u->src, i, "=") && i > 0 && !(u->src.t[i - 1].kind == CT_IDENT &&
			  !(i > 1 && (tok_is(&u->src, i - 2, "->") || tok_is(&u->src, i - 2, ".") ||
				      tok_is(&u->src, i - 2, "*")))))
			return str_printf("a store at line %d", u->src.t[i].line);
	}
	return NULL;
}
