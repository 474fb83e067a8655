// SPDX-License-Identifier: GPL-2.0
#include "fix/resolve.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
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

int resolve(struct fix_ctx *cx, const struct finding *f, size_t idx, struct fix_site *site)
{
	struct unit u;
	char *accessor = f->access ? first_ident(f->access) : NULL;
	char *acc = f->access ? strip_spaces(f->access) : NULL;
	size_t tok = (size_t)-1;
	int ret = 0;

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
	site->access_fn = str_dup(u.fn.name);
	site->accessor = tok_str(&u.src, tok);
	site->access = tok_text(&u.src, tok, tok_match(&u.src, tok + 1));
	site->flavor = f->flavor && *f->flavor ? (!strcmp(f->flavor, "bh") ? "bh" :
		       !strcmp(f->flavor, "sched") ? "sched" : !strcmp(f->flavor, "srcu") ?
		       "srcu" : "rcu") : flavor_of_accessor(site->accessor);
	if (!strcmp(site->flavor, "srcu"))
		site->srcu = srcu_arg(&u, tok);
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
	sl_free(&names);
	sl_free(&files);
	unit_close(&u);
out:
	free(accessor);
	free(acc);
	return ret;
}
