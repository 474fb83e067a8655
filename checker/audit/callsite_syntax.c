// SPDX-License-Identifier: GPL-2.0
#include "audit/callsite_syntax.h"

#include <stdlib.h>
#include <string.h>
#include "audit/callsite.h"
#include "audit/callsite_flow.h"
#include "audit/ccalls.h"
#include "audit/cocci_macros.h"
#include "audit/ctoks.h"
#include "audit/guard_scopes.h"

/* Where line @line of file @file begins (its end past the last line), by the index's line table. */
static const char *line_at(struct tindex *ti, unsigned file, int line)
{
	size_t len;

	return tindex_file_lines(ti, file, line, line, &len);
}

/* The token of the call of @c: the callee's name at its line and column. */
static size_t call_token(const struct toks *t, const char *at, const char *callee)
{
	const char *name = callee + (starts_with(callee, "->") ? 2 : 0);

	for (size_t i = 0; i < t->n; i++)
		if (t->v[i].s == at)
			return tk_is(&t->v[i], name) ? i : t->n;
	return t->n;
}

/* Why callsite_syntax_facts() last said false: its own reason, or NULL for the flow's. */
static const char *refusal;

const char *callsite_syntax_refusal(void)
{
	return refusal ? refusal : callsite_flow_refusal();
}

/*
 * Is the call at token @call inside the arguments of one of Coccinelle's
 * macro statements called with as many arguments as its definition has
 * (IF_EVENT(printk(...);))? spatch expands it and sees no call there.
 */
static bool hidden_by_macro_statement(const struct toks *t, size_t call)
{
	int depth = 0;

	for (size_t k = call; k-- > 0;) {
		const struct tok *w = &t->v[k];

		if (tk_punct(w, ')') || tk_punct(w, ']')) {
			depth++;
		} else if ((tk_punct(w, '(') || tk_punct(w, '[')) && depth) {
			depth--;
		} else if (tk_punct(w, '(') && k > 0 && tk_ident(&t->v[k - 1])) {
			int params = cocci_macro_statement_params(t->v[k - 1].s, t->v[k - 1].len);
			struct tcall *c = NULL;
			size_t alloc = 0;
			/* the macro's call, its arguments counted as any call's */
			bool same = params >= 0 && tcalls_in(t, k - 1, k, &c, 0, &alloc) &&
				    c[0].nargs == params;

			free(c);
			if (same)
				return true;
		} else if (!depth && (tk_punct(w, '{') || tk_punct(w, '}'))) {
			return false;	/* the statement's block */
		}
	}
	return false;
}

/*
 * The facts of call @c of @cf in function @fn, when the text decides them
 * (*@hidden: spatch sees no such call, and prints no fact for it).
 */
static bool syntax_fact(struct tindex *ti, unsigned file, const char *text, const char *path,
			const struct guard_scopes *gs, const struct cfunc *fn, const struct ccall *c,
			struct call_fact *f, bool *hidden)
{
	const char *start = line_at(ti, file, fn->line), *end = line_at(ti, file, fn->end_line + 1);
	const char *at = line_at(ti, file, c->line);
	struct toks t = { 0 };
	bool ok = false;

	refusal = "a call the index places nowhere in its function";
	if (!start || !at || c->col < 1)
		return false;
	if (!end)
		end = text + strlen(text);
	at += c->col - 1;
	if (at < start || at >= end)
		return false;
	tk_scan(start, end, fn->line, &t);
	size_t call = call_token(&t, at, c->callee);

	if (call < t.n)
		refusal = NULL;
	*hidden = call < t.n && hidden_by_macro_statement(&t, call);
	if (*hidden) {
		free(t.v);
		return true;
	}
	ok = call < t.n && callsite_flow_fact(&t, call, gs, f);
	free(t.v);
	if (!ok)
		return false;
	f->file = str_dup(path);
	f->caller = str_dup(fn->name);
	f->callee = str_dup(c->callee);
	f->line = c->line;
	f->col = c->col;
	return true;
}

/*
 * The guards the rule reads around each call of file @id (its text
 * @text), NULL when it has none: read once for the questions about the
 * file that follow one another (one per callee), not once each.
 */
static const struct guard_scopes *file_guards(struct tindex *ti, long id, const char *text)
{
	static struct {
		const struct tindex *ti;
		long id;
		const char *text;
		bool has;
		struct guard_scopes gs;
	} last;

	if (last.ti != ti || last.id != id || last.text != text) {
		guard_scopes_free(&last.gs);
		last.ti = ti;
		last.id = id;
		last.text = text;
		last.has = tk_text_has_guard(text);
		if (last.has)
			guard_scopes_read(text, &last.gs);
	}
	return last.has ? &last.gs : NULL;
}

bool callsite_syntax_facts(struct tindex *ti, const char *path, const char *callee,
			   bool (*asks)(const struct cfile *cf, int k), struct call_facts *out)
{
	long id = tindex_file_id(ti, path);
	const struct cfile *cf;
	const char *text;
	bool ok = true, any_hidden = false;

	refusal = "a file the index does not hold";
	if (id < 0)
		return false;
	cf = tindex_file(ti, (size_t)id);
	text = tindex_file_text(ti, (unsigned)id);
	if (!text)
		return false;
	const struct guard_scopes *gs = file_guards(ti, id, text);
	for (size_t k = 0; k < cf->ncalls && ok; k++) {
		const struct ccall *c = &cf->calls[k];
		struct call_fact f;

		if (strcmp(c->callee, callee) || c->caller < 0 || cf->funcs[c->caller].is_macro ||
		    !asks(cf, c->caller))
			continue;
		bool hidden = false;

		ok = syntax_fact(ti, (unsigned)id, text, path, gs, &cf->funcs[c->caller], c, &f,
				 &hidden);
		any_hidden |= ok && hidden;
		if (ok && !hidden) {
			ALLOC_GROW(out->v, out->n, out->alloc);
			out->v[out->n++] = f;
		}
	}
	/* every call answered, those spatch cannot see with no fact */
	if (ok && (out->n || any_hidden))
		return true;
	if (ok)
		refusal = "no call the rule asks about";
	for (size_t i = 0; i < out->n; i++)
		call_fact_free(&out->v[i]);
	out->n = 0;
	return false;
}
