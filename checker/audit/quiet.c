// SPDX-License-Identifier: GPL-2.0
#include "audit/quiet.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "audit/ccalls.h"
#include "audit/cflow.h"
#include "audit/ctoks.h"
#include "audit/quiet_names.h"
#include "lib/strmap.h"

#define ALWAYS (1u << 31)	/* an accessor the rule prints whatever the paths */

/* The tree's accessor macros ($RCUCHECK_MACROS's first column), read again when the file changes. */
static const struct strmap *tree_macros(void)
{
	static struct strmap names;
	static char *seen;
	const char *path = getenv("RCUCHECK_MACROS");
	struct stat st;
	char *key = path && !stat(path, &st) ?
		str_printf("%s %lld %lld.%ld", path, (long long)st.st_size, (long long)st.st_mtim.tv_sec,
			   st.st_mtim.tv_nsec) : str_dup("");

	if (seen && !strcmp(seen, key)) {
		free(key);
		return &names;
	}
	free(seen);
	seen = key;
	strmap_free(&names, NULL);
	memset(&names, 0, sizeof(names));
	char *text = *key ? read_file(path, NULL) : NULL;

	for (char *line = text, *nl; line && *line; line = nl ? nl + 1 : line + strlen(line)) {
		nl = strchr(line, '\n');
		size_t n = strcspn(line, "\t\n");
		char *name = xstrndup(line, n);

		*strmap_slot(&names, name) = (void *)1;
		free(name);
	}
	free(text);
	return &names;
}

/* The families (a bit each, ALWAYS) whose rules match a call of @name, @len bytes. */
static uint32_t access_families(const struct quiet_rule *q, const char *name, size_t len)
{
	char buf[128];
	uint32_t m = 0;

	if (len >= sizeof(buf))
		return 0;
	memcpy(buf, name, len);
	buf[len] = '\0';
	for (size_t f = 0; f < q->nfam && f < 31; f++)
		if (sl_contains(&q->fam[f].access, buf))
			m |= 1u << f;
	if (sl_contains(&q->always, buf))
		m |= ALWAYS;
	if (strmap_get(tree_macros(), buf))
		for (size_t f = 0; f < q->nfam && f < 31; f++)
			if (q->fam[f].macros)
				m |= 1u << f;
	return m;
}

/* Is token @i a call by name, not through a field? */
static bool plain_call(const struct toks *t, size_t i)
{
	return i + 1 < t->n && tk_ident(&t->v[i]) && !tk_keyword(&t->v[i]) &&
	       tk_punct(&t->v[i + 1], '(') &&
	       !(i && (tk_is(&t->v[i - 1], "->") || tk_punct(&t->v[i - 1], '.')));
}

/* Does some call of node calls @c[0..@n) match @l? */
static bool node_matches(const struct toks *t, const struct tcall *c, size_t n, const struct qcalls *l)
{
	for (size_t k = 0; k < n; k++)
		if (!c[k].member &&
		    qcalls_match(l, t->v[c[k].name].s, t->v[c[k].name].len, c[k].nargs))
			return true;
	return false;
}

/*
 * Does some path of family @f reach a node of @at (the nodes holding its
 * accesses) in graph @g, node i's calls cs[first[i]..first[i + 1])?
 */
static bool family_reaches(const struct toks *t, const struct cflow *g, const struct tcall *cs,
			   const size_t *first, const struct quiet_family *f, const bool *at)
{
	uint64_t *gen = xcalloc(g->nn, sizeof(*gen)), *kill = xcalloc(g->nn, sizeof(*kill));
	uint64_t *in = xcalloc(g->nn, sizeof(*in)), *out = xcalloc(g->nn, sizeof(*out));
	bool reached = false;

	for (size_t p = 0; p < f->npath && p < 64; p++) {
		uint64_t bit = (uint64_t)1 << p;

		for (size_t i = 0; i < g->nn; i++) {
			const struct tcall *c = cs + first[i];
			size_t n = first[i + 1] - first[i];

			if (f->path[p].entry ? i == 0 : node_matches(t, c, n, &f->path[p].start))
				gen[i] |= bit;
			if (node_matches(t, c, n, &f->path[p].kill))
				kill[i] |= bit;
		}
	}
	for (bool changed = true; changed;) {
		changed = false;
		for (size_t i = 0; i < g->nn; i++) {
			uint64_t x = 0, y;

			for (size_t p = 0; p < g->n[i].preds.n; p++)
				x |= out[g->n[i].preds.v[p]];
			y = (x & ~kill[i]) | gen[i];
			changed |= x != in[i] || y != out[i];
			in[i] = x;
			out[i] = y;
		}
	}
	for (size_t i = 0; i < g->nn && !reached; i++)
		reached = at[i] && in[i];
	free(gen);
	free(kill);
	free(in);
	free(out);
	return reached;
}

/*
 * The accesses of function tokens @t, their offsets in @text marked in
 * @found; false when some path reaches one outside its reader, or the
 * function cannot be read.
 */
static bool function_quiet(const struct quiet_rule *q, const struct toks *t, const char *text,
			   struct strmap *found)
{
	struct cflow g = { 0 };
	struct tcall *cs = NULL;
	size_t body = t->n, acs = 0, *first = NULL;
	uint32_t families = 0;
	bool quiet = true;

	for (size_t i = 0; i < t->n && body == t->n; i++)
		if (tk_punct(&t->v[i], '{'))
			body = i;
	for (size_t i = body; i < t->n; i++) {
		uint32_t m = plain_call(t, i) ? access_families(q, t->v[i].s, t->v[i].len) : 0;
		char key[32];

		if (!m)
			continue;
		if (m & ALWAYS)
			return false;
		families |= m;
		snprintf(key, sizeof(key), "%ld", (long)(t->v[i].s - text));
		*strmap_slot(found, key) = (void *)1;
	}
	if (!families)
		return true;
	if (t->directives || !cflow_directives_placed(t, body) || !cflow_build(t, body, &g))
		return false;
	first = xcalloc(g.nn + 1, sizeof(*first));
	for (size_t i = 0; i < g.nn; i++)
		first[i + 1] = first[i] + tcalls_in(t, g.n[i].a, g.n[i].b, &cs, first[i], &acs);
	bool *at = xcalloc(g.nn + 1, sizeof(*at));

	for (size_t f = 0; f < q->nfam && f < 31 && quiet; f++) {
		if (!(families & (1u << f)))
			continue;
		for (size_t i = 0; i < g.nn; i++) {
			at[i] = false;
			for (size_t k = first[i]; k < first[i + 1] && !at[i]; k++)
				at[i] = !cs[k].member && (access_families(q, t->v[cs[k].name].s,
									  t->v[cs[k].name].len) &
							  (1u << f));
		}
		quiet = !family_reaches(t, &g, cs, first, &q->fam[f], at);
	}
	free(at);
	free(first);
	free(cs);
	cflow_free(&g);
	return quiet;
}

/* Is every call of an accessor in @code (the file's text, comments and strings blanked) in @found? */
static bool all_found(const struct quiet_rule *q, const char *code, const struct strmap *found)
{
	for (const char *p = code; *p; p++) {
		if (!is_ident_char(*p) || (p > code && is_ident_char(p[-1])))
			continue;
		const char *e = p, *after;

		while (is_ident_char(*e))
			e++;
		for (after = e; *after == ' ' || *after == '\t' || *after == '\n'; after++)
			;
		if (*after == '(' && access_families(q, p, (size_t)(e - p))) {
			char key[32];

			snprintf(key, sizeof(key), "%ld", (long)(p - code));
			if (!strmap_get(found, key))
				return false;
		}
		p = e - 1;
	}
	return true;
}

bool rule_quiet_file(const char *rule, struct tindex *ti, const char *path)
{
	const struct quiet_rule *q = quiet_rule(rule);
	long id = tindex_file_id(ti, path);
	const struct cfile *cf;
	const char *text, *code;
	struct strmap found = { 0 };
	bool quiet = true;

	if (!q || id < 0 || !(text = tindex_file_text(ti, (unsigned)id)) || tk_text_has_guard(text))
		return false;
	cf = tindex_file(ti, (size_t)id);
	for (size_t i = 0; i < cf->nfuncs && quiet; i++) {
		const struct cfunc *fn = &cf->funcs[i];
		size_t len;
		const char *start = tindex_file_lines(ti, (unsigned)id, fn->line, fn->end_line, &len);
		struct toks t = { 0 };

		if (fn->is_macro || !start || !len)
			continue;
		tk_scan(start, start + len, fn->line, &t);
		quiet = function_quiet(q, &t, text, &found);
		free(t.v);
	}
	/* an access the functions read did not hold (a #define's body, code the index has no function of) */
	code = quiet ? tindex_file_code(ti, (unsigned)id) : NULL;
	quiet = quiet && code && all_found(q, code, &found);
	strmap_free(&found, NULL);
	return quiet;
}
