// SPDX-License-Identifier: GPL-2.0
/*
 * List-entry accessors behind macros. list_entry_rcu() reads an RCU
 * list's next pointer with no lockdep check, so nothing in the IR says
 * that a reader is needed; for_each_process() walks the task list through
 * it (next_task()). sparse still holds the macros it expanded: a line that
 * calls a macro whose expansion reaches an "entry" accessor of the RCU
 * model ("accessors", "more-accessors"), through any number of the
 * translation unit's own macros, reads through it. The tree's definitions
 * decide, as index/macros.c decides for the audit: no list of walkers. A
 * macro that reaches a checked accessor first (list_for_each_entry_rcu())
 * is left to its check, which the IR shows.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/strmap.h"
#include "rcu/model.h"
#include "sparse/sparse-rcu.h"

#define MACRO_DEPTH 8

/* macro name -> the entry accessor it reaches, or "" for none */
static struct strmap memo;

static const char *entry_of_name(const char *name, int depth);

static const char *entry_of_macro(struct symbol *sym, int depth)
{
	for (struct token *t = sym->expansion; t && !eof_token(t); t = t->next) {
		if (token_type(t) != TOKEN_IDENT)
			continue;
		const char *e = entry_of_name(show_ident(t->ident), depth + 1);

		if (e)
			return e;
	}
	return NULL;
}

static const char *entry_of_name(const char *name, int depth)
{
	const struct rcu_accessor *a = rcu_accessor_find(name);

	if (a)
		return !strcmp(a->kind, "entry") ? a->name : NULL;
	if (depth > MACRO_DEPTH)
		return NULL;
	void **slot = strmap_slot(&memo, name);

	if (*slot)
		return **(const char **)slot ? *slot : NULL;
	*slot = (void *)"";	/* a macro naming itself */
	/* show_ident()'s buffers and the memo's slots do not outlive the recursion */
	char *own = str_dup(name);
	struct symbol *sym = lookup_symbol(built_in_ident(own), NS_MACRO | NS_UNDEF);
	const char *e = sym && sym->namespace == NS_MACRO ? entry_of_macro(sym, depth) : NULL;

	*strmap_slot(&memo, own) = (void *)(e ? e : "");
	free(own);
	return e;
}

/* what a line calls, memoized: a load's line is asked for again and again */
struct line_entry {
	const char *acc, *via;
};
static struct strmap lines;

static const char *entry_macro_scan(struct position pos, const char **via);

const char *entry_macro_at(struct position pos, const char **via)
{
	char key[32];

	snprintf(key, sizeof(key), "%d:%d", pos.stream, pos.line);
	void **slot = strmap_slot(&lines, key);

	if (!*slot) {
		struct line_entry *le = xcalloc(1, sizeof(*le));

		le->acc = entry_macro_scan(pos, &le->via);
		*slot = le;
	}
	const struct line_entry *le = *slot;

	*via = le->via;
	return le->acc;
}

static const char *entry_macro_scan(struct position pos, const char **via)
{
	const char *line = source_line_at(pos);

	for (const char *p = line; p && *p && *p != '\n'; p++) {
		if (*p == '"') {	/* a string names nothing */
			for (p++; *p && *p != '"' && *p != '\n'; p++)
				p += *p == '\\' && p[1];
			if (!*p || *p == '\n')
				break;
			continue;
		}
		if (!(isalpha((unsigned char)*p) || *p == '_') ||
		    (p > line && (isalnum((unsigned char)p[-1]) || p[-1] == '_')))
			continue;
		const char *e = p;

		while (isalnum((unsigned char)*e) || *e == '_')
			e++;
		const char *q = e;

		while (*q == ' ' || *q == '\t')
			q++;
		if (*q != '(') {
			p = e - 1;
			continue;
		}
		char *name = xstrndup(p, (size_t)(e - p));
		const char *acc = entry_of_name(name, 0);

		if (acc) {
			*via = intern(name);
			free(name);
			return acc;
		}
		free(name);
		p = e - 1;
	}
	return NULL;
}
