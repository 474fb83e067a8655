// SPDX-License-Identifier: GPL-2.0
/*
 * The functions that release their caller's lock (see lockreleasers.h),
 * from the text of their definitions: the annotation, the parameters,
 * and the body's count of the lock's releases and acquires.
 */
#include "index/lockreleasers.h"
#include "index/defvotes.h"

#include <stdlib.h>
#include <string.h>
#include "lib/strmap.h"
#include "rcu/model.h"

/* The end of the parenthesis opened at @open, or NULL before @end. */
static const char *close_of(const char *open, const char *end)
{
	int depth = 0;

	for (const char *p = open; p < end; p++) {
		depth += *p == '(';
		if (*p == ')' && --depth == 0)
			return p;
	}
	return NULL;
}

/* The name each parameter of (@b, @e) declares: its last identifier. */
static void param_names(const char *b, const char *e, struct strlist *out)
{
	const char *start = b;
	int depth = 0;

	for (const char *p = b; p <= e; p++) {
		if (p < e && (*p == '(' || *p == '['))
			depth++;
		else if (p < e && (*p == ')' || *p == ']'))
			depth--;
		if (p < e && (*p != ',' || depth))
			continue;
		const char *q = p, *last = NULL, *last_end = NULL;

		for (const char *r = start; r < q; r++) {
			if (*r == '(' || *r == '[')
				break;	/* a function pointer's or an array's: not read */
			if (is_ident_char(*r) && (r == start || !is_ident_char(r[-1])))
				last = r;
			if (is_ident_char(*r))
				last_end = r + 1;
		}
		sl_push_owned(out, last ? xstrndup(last, (size_t)(last_end - last)) : str_dup(""));
		start = p + 1;
	}
}

/* How many calls of a release (@release) or an acquire of @lock does [@b, @e) make? */
static int lock_calls(const char *b, const char *e, const char *lock, bool release)
{
	size_t n = strlen(lock);
	int count = 0;

	for (const char *p = b; p < e; p++) {
		if (*p != '(')
			continue;
		const char *a = p + 1 + strspn(p + 1, " \t\n"), *c = close_of(p, e);

		if (!c)
			break;
		char *arg = str_squeezed(a, (size_t)(c - a));
		size_t comma = strcspn(arg, ",");
		const char *name = p;
		bool sleeps;

		while (name > b && (name[-1] == ' ' || name[-1] == '\t'))
			name--;
		const char *ne = name;

		while (name > b && is_ident_char(name[-1]))
			name--;
		if (comma == n && !strncmp(arg, lock, n) && ne > name) {
			char *fn = xstrndup(name, (size_t)(ne - name));

			count += rcu_model_lock_call(fn, release, &sleeps);
			free(fn);
		}
		free(arg);
	}
	return count;
}

/* The row of @fn of @blank (comments and strings blanked), or NULL. */
static char *releaser_row(const struct cfunc *fn, const char *blank)
{
	const char *end, *open, *close, *body, *p;
	const char *name = def_name_in(fn, blank, &end);
	char *row = NULL;

	if (!name || !(open = strchr(name, '(')) || open >= end ||
	    !(close = close_of(open, end)) || !(body = strchr(close, '{')) || body >= end)
		return NULL;
	for (p = close; !row && (p = strstr(p, "__releases")) && p < body; p += 10) {
		const char *a = p + 10 + strspn(p + 10, " \t\n"), *c;

		if (*a != '(' || !(c = close_of(a, body)))
			continue;
		char *lock = str_squeezed(a + 1, (size_t)(c - a - 1));

		if (*lock && strcasecmp(lock, "RCU") &&
		    lock_calls(body, end, lock, true) > lock_calls(body, end, lock, false)) {
			struct strlist params = STRLIST_INIT;
			const char *base = lock + strspn(lock, "&*(");
			size_t blen = 0;

			while (is_ident_char(base[blen]))
				blen++;
			param_names(open + 1, close, &params);
			for (size_t i = 0; !row && i < params.n; i++)
				if (blen && strlen(params.v[i]) == blen && !strncmp(params.v[i], base, blen))
					row = str_printf("lock\t%s\t%zu\t%.*s$%s\n", fn->name, i,
							 (int)(base - lock), lock, base + blen);
			if (!row)
				row = str_printf("lock\t%s\t-\t%s\n", fn->name, lock);
			sl_free(&params);
		}
		free(lock);
	}
	return row;
}

void index_lock_releasers(struct tindex *ti, struct strbuf *out)
{
	struct def_votes votes = DEF_VOTES_INIT;
	struct strmap rows = { 0 };

	for (size_t f = 0; f < tindex_nfiles(ti); f++) {
		size_t nfuncs;
		const struct cfunc *funcs = tindex_funcs(ti, f, &nfuncs);
		char *blank = NULL;

		for (size_t k = 0; k < nfuncs; k++) {
			const struct cfunc *fn = &funcs[k];
			const char *text;

			if (!fn->says_releases || fn->is_macro)
				continue;
			if (!blank && (text = tindex_file_text(ti, (unsigned)f)))
				blank = c_text_blanked(text, strlen(text));
			char *row = blank ? releaser_row(fn, blank) : NULL;

			if (!row)
				continue;
			def_votes_yes(&votes, (unsigned)f, fn->name);
			void **slot = strmap_slot(&rows, fn->name);

			if (*slot)
				free(row);
			else
				*slot = row;
		}
		free(blank);
	}
	for (size_t i = 0; i < votes.names.n; i++)
		if (def_votes_all(ti, &votes, votes.names.v[i]))
			sb_add(out, strmap_get(&rows, votes.names.v[i]),
			       strlen(strmap_get(&rows, votes.names.v[i])));
	strmap_free(&rows, free);
	def_votes_free(&votes);
}
