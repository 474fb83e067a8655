// SPDX-License-Identifier: GPL-2.0
/*
 * The functions that end their caller's reader (see releasers.h), from
 * the text of their definitions: the annotation, and the body's count
 * of reader calls.
 */
#include "index/releasers.h"
#include "index/defvotes.h"

#include <stdlib.h>
#include <string.h>

/* How many calls "@name(" does [@b, @e) make? */
static int calls_of(const char *b, const char *e, const char *name)
{
	size_t n = strlen(name);
	int count = 0;

	for (const char *p = b; p < e && (p = strstr(p, name)) && p < e; p += n) {
		const char *q = p + n;

		if ((p > b && is_ident_char(p[-1])) || is_ident_char(*q))
			continue;
		q += strspn(q, " \t\n");
		count += *q == '(';
	}
	return count;
}

/* Does @head carry "__releases(RCU)" (or "rcu"), among its annotations? */
static bool says_releases_rcu(const char *b, const char *e)
{
	for (const char *p = b; p < e && (p = strstr(p, "__releases")) && p < e; p += 10) {
		const char *a = p + 10 + strspn(p + 10, " \t\n");

		if (*a != '(')
			continue;
		a++;
		a += strspn(a, " \t\n");
		if ((!strncmp(a, "RCU", 3) || !strncmp(a, "rcu", 3)) &&
		    a[3 + strspn(a + 3, " \t\n")] == ')')
			return true;
	}
	return false;
}

/* Is @fn of @blank (the file's text, comments and strings blanked) one? */
static bool releases_callers(const struct cfunc *fn, const char *blank)
{
	const char *end, *body;
	const char *name = def_name_in(fn, blank, &end);

	if (!name)
		return false;
	body = strchr(name, '{');
	if (!body || body >= end)
		return false;
	return says_releases_rcu(name, body) &&
	       calls_of(body, end, "rcu_read_unlock") > calls_of(body, end, "rcu_read_lock");
}

void index_reader_releasers(struct tindex *ti, struct strbuf *out)
{
	size_t nf;
	const unsigned *files = tindex_callers_files(ti, "rcu_read_unlock", &nf);
	struct def_votes votes = DEF_VOTES_INIT;

	for (size_t f = 0; f < nf; f++) {
		const struct cfile *cf = tindex_file(ti, files[f]);
		const char *text = tindex_file_text(ti, files[f]);
		char *blank = NULL;
		bool *seen = xcalloc(cf->nfuncs + 1, sizeof(*seen));

		for (size_t k = 0; text && k < cf->ncalls; k++) {
			const struct ccall *c = &cf->calls[k];
			const struct cfunc *fn;

			if (c->caller < 0 || seen[c->caller] || strcmp(c->callee, "rcu_read_unlock"))
				continue;
			seen[c->caller] = true;
			fn = &cf->funcs[c->caller];
			if (fn->is_macro)
				continue;
			if (!blank)
				blank = c_text_blanked(text, strlen(text));
			if (releases_callers(fn, blank))
				def_votes_yes(&votes, files[f], fn->name);
		}
		free(seen);
		free(blank);
	}
	/* A name is one only when every definition of it in the tree is. */
	for (size_t i = 0; i < votes.names.n; i++)
		if (def_votes_all(ti, &votes, votes.names.v[i]))
			sb_printf(out, "-\t%s\trcu\n", votes.names.v[i]);
	def_votes_free(&votes);
}
