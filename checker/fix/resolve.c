// SPDX-License-Identifier: GPL-2.0
#include "fix/resolve.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "rcu/rules.h"
#include "fix/held_sleeps.h"
#include "fix/names.h"

static const char *flavor_of_accessor(const char *acc)
{
	if (strstr(acc, "_bh"))
		return "bh";
	if (strstr(acc, "_sched"))
		return "sched";
	if (starts_with(acc, "srcu_"))
		return "srcu";
	return "rcu";
}

/* The finding's flavor as one of the planner's names, else the accessor's. */
static const char *finding_flavor(const struct finding *f, const char *accessor)
{
	if (!f->flavor || !*f->flavor)
		return flavor_of_accessor(accessor);
	if (!strcmp(f->flavor, "bh") || !strcmp(f->flavor, "sched") || !strcmp(f->flavor, "srcu"))
		return !strcmp(f->flavor, "bh") ? "bh" : !strcmp(f->flavor, "sched") ? "sched" : "srcu";
	return "rcu";
}

/* Token index of the accessor call @acc (normalized text, may be NULL) on @line of @fn. */
size_t find_access(const struct unit *u, int line, const char *accessor, const char *acc)
{
	const struct cfunction *fn = &u->fn;
	size_t best = (size_t)-1;
	int bestd = 1 << 30;

	for (size_t i = fn->lbrace; i < fn->rbrace; i++) {
		if (u->src.t[i].kind != CT_IDENT || !tok_is(&u->src, i + 1, "("))
			continue;
		if (accessor ? !tok_is(&u->src, i, accessor) : !is_accessor_name(tkn(u, i), tlen(u, i)))
			continue;
		if (acc) {
			size_t close = tok_match(&u->src, i + 1);
			char *t = tok_text(&u->src, i, close), *n = strip_spaces(t);
			bool same = !strcmp(n, acc);

			free(t);
			free(n);
			if (!same)
				continue;
		}
		int d = abs(u->src.t[i].line - line);

		if (line <= 0 || d < bestd) {
			bestd = d;
			best = i;
		}
		if (line <= 0)
			break;
	}
	return best;
}

static char *first_ident(const char *s)
{
	while (*s && !(isalpha((unsigned char)*s) || *s == '_'))
		s++;
	const char *e = s;

	while (*e && (isalnum((unsigned char)*e) || *e == '_'))
		e++;
	return e > s ? xstrndup(s, (size_t)(e - s)) : NULL;
}

/* The second argument of "srcu_dereference(p, ssp)". */
static char *srcu_arg(const struct unit *u, size_t acc)
{
	size_t close = tok_match(&u->src, acc + 1);
	int depth = 0;

	for (size_t k = acc + 2; k < close; k++) {
		if (tok_is(&u->src, k, "(") || tok_is(&u->src, k, "["))
			depth++;
		else if (tok_is(&u->src, k, ")") || tok_is(&u->src, k, "]"))
			depth--;
		else if (!depth && tok_is(&u->src, k, ","))
			return tok_text(&u->src, k + 1, close - 1);
	}
	return NULL;
}

/* "v = ACCESSOR(" at token @acc: v's name, else NULL. */
static char *load_var(const struct unit *u, size_t acc)
{
	if (acc < 2 || !tok_is(&u->src, acc - 1, "=") || !is_value_ident(u, acc - 2))
		return NULL;
	return tok_str(&u->src, acc - 2);
}

/*
 * The last "@name = LOAD(" before token @use: LOAD an accessor, or, when
 * @any_call (a store of a call's result), any call. Its token, or -1.
 */
static size_t load_before(const struct unit *u, size_t use, const char *name, bool any_call)
{
	for (size_t i = use; i-- > u->fn.lbrace;)
		if (tok_is(&u->src, i, name) && is_value_ident(u, i) && tok_is(&u->src, i + 1, "=") &&
		    (any_call ? is_value_ident(u, i + 2) :
		     is_accessor_name(tkn(u, i + 2), tlen(u, i + 2))) &&
		    tok_is(&u->src, i + 3, "("))
			return i + 2;
	return (size_t)-1;
}

/*
 * A pointer used after its section: the load it came from, in @u's
 * function. The finding names the dereference at its line ("p->f",
 * spatch), the escape ("g(p)", "return p", "x->f = p", the pointer not
 * first) or the load itself ("rcu_dereference(gp)", sparse-rcu, at the
 * line of the use). The load is the last "p = ACCESSOR(...)" before the
 * use, p the first name of the access that has one (for a store, the
 * stored name, whatever call loaded it); *@var gets p.
 */
static size_t find_load(const struct unit *u, int use_line, const char *access, char **var)
{
	char *name = first_ident(access);
	const char *store = strstr(access, " = ");
	size_t tok = (size_t)-1;

	*var = NULL;
	if (name && is_accessor_name(name, strlen(name))) {
		char *acc = strip_spaces(access);

		tok = find_access(u, use_line, name, acc);
		free(acc);
		if (tok != (size_t)-1)
			*var = load_var(u, tok);
		free(name);
		return tok;
	}
	free(name);
	for (const char *a = store ? store + 3 : access; (name = first_ident(a)); free(name)) {
		size_t use = (size_t)-1;

		a = strstr(a, name) + strlen(name);
		for (size_t i = u->fn.lbrace; i < u->fn.rbrace && use == (size_t)-1; i++)
			if (u->src.t[i].line == use_line && tok_is(&u->src, i, name) && is_value_ident(u, i))
				use = i;
		if (use != (size_t)-1 && (tok = load_before(u, use, name, store)) != (size_t)-1) {
			*var = name;
			return tok;
		}
	}
	return (size_t)-1;
}

/* The access at token @tok of @u: its function, accessor, text and flavor. */
static void set_access(struct fix_site *site, const struct unit *u, const struct finding *f,
		       size_t tok)
{
	site->access_fn = str_dup(u->fn.name);
	site->accessor = tok_str(&u->src, tok);
	site->access = tok_text(&u->src, tok, tok_match(&u->src, tok + 1));
	site->flavor = finding_flavor(f, site->accessor);
	if (!strcmp(site->flavor, "srcu"))
		site->srcu = srcu_arg(u, tok);
}

/* The load of a pointer used after its section, as the site's access. 0 or -1. */
static int resolve_load(struct fix_ctx *cx, const struct finding *f, struct fix_site *site)
{
	struct unit u;
	size_t tok = (size_t)-1;
	char *var = NULL;

	if (unit_open(cx, &u, f->file))
		return error("%s:%d: finding for a file that is not in the tree %s", f->file, f->line,
			     cx->root);
	if (f->access && cfunction_at_line(&u.src, f->line, &u.fn) == 0) {
		tok = find_load(&u, f->line, f->access, &var);
		if (tok == (size_t)-1)
			cfunction_free(&u.fn);
	}
	if (tok == (size_t)-1 && f->access && f->function && cfunction_find(&u.src, f->function, &u.fn) == 0) {
		tok = find_load(&u, f->line, f->access, &var);
		if (tok == (size_t)-1)
			cfunction_free(&u.fn);
	}
	if (tok == (size_t)-1) {
		unit_close(&u);
		return error("%s:%d: stale finding: no load of the pointer %s dereferences is there%s%s (the tree changed since the audit? run it again)",
			     f->file, f->line, f->access ? f->access : "it", f->function ? " nor in " : "",
			     f->function ? f->function : "");
	}
	site->extend = true;
	site->var = var;
	site->load_line = u.src.t[tok].line;
	if (!is_accessor_name(f->access, strcspn(f->access, "(")))
		site->use = str_dup(f->access);
	set_access(site, &u, f, tok);
	unit_close(&u);
	return 0;
}

int resolve(struct fix_ctx *cx, const struct finding *f, size_t idx, struct fix_site *site)
{
	struct unit u;
	char *accessor = f->access ? first_ident(f->access) : NULL;
	char *acc = f->access ? strip_spaces(f->access) : NULL;
	size_t tok = (size_t)-1;
	int ret = 0;

	if (rcu_rule_extends(f->rule)) {
		memset(site, 0, sizeof(*site));
		site->finding = idx;
		site->file = str_dup(f->file);
		site->line = f->line;
		free(accessor);
		free(acc);
		return resolve_load(cx, f, site);
	}

	memset(site, 0, sizeof(*site));
	site->finding = idx;
	site->file = str_dup(f->file);
	site->line = f->line;
	if (unit_open(cx, &u, f->file)) {
		ret = error("%s:%d: finding for a file that is not in the tree %s", f->file, f->line,
			    cx->root);
		goto out;
	}
	/* At its line first (the function named may be an inlined caller's). */
	if (cfunction_at_line(&u.src, f->line, &u.fn) == 0) {
		tok = find_access(&u, f->line, accessor, acc);
		if (tok != (size_t)-1 && u.src.t[tok].line != f->line) {
			/* the line must hold it; the statement's first line will do */
			int s = stmt_at(&u.fn, tok);

			if (f->line < u.src.t[u.fn.s[s].first].line || f->line > u.src.t[u.fn.s[s].last].line)
				tok = (size_t)-1;
		}
		if (tok == (size_t)-1)
			cfunction_free(&u.fn);
	}
	if (tok == (size_t)-1 && f->function && cfunction_find(&u.src, f->function, &u.fn) == 0) {
		tok = find_access(&u, f->line, accessor, acc);
		if (tok == (size_t)-1)
			cfunction_free(&u.fn);
	}
	if (tok == (size_t)-1) {
		ret = error("%s:%d: stale finding: %s%s%s is not there%s%s (the tree changed since the audit? run it again)",
			    f->file, f->line, f->access ? f->access : "no RCU accessor",
			    f->access ? "" : " found", "",
			    f->function ? " nor in " : "", f->function ? f->function : "");
		goto out;
	}
	site->line = u.src.t[tok].line;
	if (site->line != f->line) {
		site->old_line = f->line;
		sl_push_owned(&cx->notes, str_printf("%s:%d: %s re-located to line %d",
						   f->file, f->line, f->access ? f->access : "access",
						   site->line));
	}
	set_access(site, &u, f, tok);
	for (size_t i = 0; i < f->held.n; i++)
		sl_push(&site->held, f->held.v[i]);
	/*
	 * The chain, from the access's function outwards, as tree names:
	 * "setpriority() (kernel/sys.c:238, holding tasklist_lock)" from the
	 * audit, "__x64_sys_setpriority" from a backtrace.
	 */
	struct strlist names = STRLIST_INIT, files = STRLIST_INIT;

	for (size_t i = 0; i < f->chain.n; i++) {
		const char *c = f->chain.v[i], *paren = strstr(c, " (");
		char *n = first_ident(c);

		if (!n)
			continue;
		sl_push(&names, syscall_base(n));
		free(n);
		if (paren && strchr(paren, ':'))
			sl_push_owned(&files, xstrndup(paren + 2, strcspn(paren + 2, ":,)")));
		else
			sl_push(&files, "");
	}
	bool past = true;

	for (size_t i = 0; i < names.n; i++)
		if (!strcmp(names.v[i], site->access_fn))
			past = false;
	for (size_t i = 0, seen = past; i < names.n; i++) {
		if (!seen) {
			seen = !strcmp(names.v[i], site->access_fn);
			continue;
		}
		if (!strcmp(names.v[i], site->access_fn))
			continue;
		sl_push(&site->chain, names.v[i]);
		sl_push(&site->chain_files, files.v[i]);
	}
	/* the audit's blame site, when it is up the chain: the fix goes there */
	if (f->blame && strcmp(f->blame, site->access_fn) && sl_contains(&site->chain, f->blame))
		site->blame = str_dup(f->blame);
	sl_free(&names);
	sl_free(&files);
	unit_close(&u);
	held_sleeps_resolve(cx, site);
out:
	free(accessor);
	free(acc);
	return ret;
}
