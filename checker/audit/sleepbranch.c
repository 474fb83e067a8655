// SPDX-License-Identifier: GPL-2.0
/* A section ended on the branch a sleep's condition follows (audit/sleepbranch.h). */
#include "audit/sleepbranch.h"

#include <stdlib.h>
#include <string.h>
#include "index/callguard.h"
#include "rcu/model.h"

/* @fn's text: [*start, *end) of @text, from the start of its name's line past its last line. */
static bool func_span(const char *text, const struct cfunc *fn, const char **start,
		      const char **end)
{
	const char *p = text;
	int l = 1;

	for (; *p && l < fn->line; p++)
		l += *p == '\n';
	*start = p;
	for (; *p && l <= fn->end_line; p++)
		l += *p == '\n';
	*end = p;
	return *start < *end;
}

/* Is @v (@n bytes) at @p a whole identifier? */
static bool ident_at(const char *text, const char *p, const char *v, size_t n)
{
	return !strncmp(p, v, n) && (p == text || !is_ident_char(p[-1])) && !is_ident_char(p[n]);
}

/* "false", "0": the value a flag starts with, or is reset to. */
static bool zero_value(const char *p, const char *end)
{
	p = skip_spaces(p);
	size_t n = strcspn(p, "; \t\n");

	return p + n <= end && ((n == 5 && !strncmp(p, "false", 5)) || (n == 1 && *p == '0'));
}

/*
 * The locals of [start, end) declared "bool v = false;" or "int v = 0;"
 * (one declarator), pushed to @out.
 */
static void zero_flags(const char *start, const char *end, struct strlist *out)
{
	static const char *const types[] = { "bool", "int" };

	for (size_t t = 0; t < 2; t++) {
		size_t tn = strlen(types[t]);

		for (const char *p = start; p < end; p++) {
			if (!ident_at(start, p, types[t], tn))
				continue;
			const char *v = skip_spaces(p + tn), *e = v;

			while (is_ident_char(*e))
				e++;
			const char *eq = skip_spaces(e);

			if (e > v && *eq == '=' && eq[1] != '=' && zero_value(eq + 1, end))
				sl_push_owned(out, xstrndup(v, (size_t)(e - v)));
		}
	}
}

/* Does the innermost block around @at (from @start) call a release of @opener before @at? */
static bool released_before(const char *start, const char *at, const char *opener)
{
	const char *p = at;
	int depth = 0;

	for (; p > start; p--) {
		if (p[-1] == '}')
			depth++;
		else if (p[-1] == '{' && depth-- == 0)
			break;
	}
	for (const char *q = p; q < at; q++) {
		if (!is_ident_char(*q) || (q > start && is_ident_char(q[-1])))
			continue;
		const char *e = q;

		while (is_ident_char(*e))
			e++;
		if (*skip_spaces(e) == '(') {
			char *name = xstrndup(q, (size_t)(e - q));
			bool yes = rcu_model_releases(opener, name);

			free(name);
			if (yes)
				return true;
		}
		q = e;
	}
	return false;
}

/* Is every non-zero assignment of flag @v in [start, end) after a release of @opener in its block? */
static bool set_only_after_release(const char *start, const char *end, const char *v,
				   const char *opener)
{
	size_t n = strlen(v);
	int sets = 0;

	for (const char *p = start; p < end; p++) {
		if (!ident_at(start, p, v, n))
			continue;
		const char *eq = skip_spaces(p + n);

		if (*eq != '=' || eq[1] == '=')
			continue;
		/* the declaration's own "= false" */
		if (zero_value(eq + 1, end))
			continue;
		if (!released_before(start, p, opener))
			return false;
		sets++;
	}
	return sets > 0;
}

bool sleep_section_ended_on_flag(struct tindex *ti, unsigned file, const struct sleep_fact *s)
{
	const struct cfile *cf = tindex_file(ti, file);
	const struct cfunc *fn = NULL;
	const char *text, *start, *end;
	struct strlist flags = STRLIST_INIT;
	struct guard g = { 0 };
	bool yes = false;
	char *opener;

	if (!s->enter_line)
		return false;	/* a guard's section ends with its scope */
	for (size_t i = 0; cf && i < cf->nfuncs; i++)
		if (!strcmp(cf->funcs[i].name, s->function) && cf->funcs[i].line <= s->line &&
		    s->line <= cf->funcs[i].end_line)
			fn = &cf->funcs[i];
	text = fn ? tindex_file_text(ti, file) : NULL;
	if (!text || !func_span(text, fn, &start, &end))
		return false;
	zero_flags(start, end, &flags);
	if (!flags.n) {
		sl_free(&flags);
		return false;
	}
	opener = xstrndup(s->held, strcspn(s->held, "("));
	call_guard(text, fn->line, fn->end_line, fn->name, s->line, s->col, &flags, &g);
	for (size_t i = 0; i < g.n && !yes; i++)
		yes = g.v[i].op == GUARD_TRUE &&
		      set_only_after_release(start, end, flags.v[g.v[i].param], opener);
	guard_free(&g);
	free(opener);
	sl_free(&flags);
	return yes;
}
