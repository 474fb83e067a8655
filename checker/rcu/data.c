// SPDX-License-Identifier: GPL-2.0
#include "rcu/data.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "lib/util.h"

static struct rcu_table *tables;
static size_t ntables;
static pthread_once_t parsed = PTHREAD_ONCE_INIT;

/* The next column of @p (advanced past it), or NULL at the end of the line. */
static char *next_col(const char **p, int line, const char *file)
{
	const char *s = *p, *e;

	while (*s == ' ' || *s == '\t')
		s++;
	if (!*s || *s == '\n' || *s == '#') {
		*p = s;
		return NULL;
	}
	if (*s == '"') {
		e = strchr(s + 1, '"');
		if (!e || memchr(s + 1, '\n', (size_t)(e - s - 1)))
			fatal("rcu/data/%s:%d: unterminated quoted column", file, line);
		*p = e + 1;
		return xstrndup(s + 1, (size_t)(e - s - 1));
	}
	for (e = s; *e && *e != ' ' && *e != '\t' && *e != '\n' && *e != '#'; e++)
		;
	*p = e;
	return xstrndup(s, (size_t)(e - s));
}

static void parse(struct rcu_table *t, const char *text)
{
	size_t alloc = 0;
	int line = 1;

	for (const char *p = text; *p; line++) {
		struct rcu_row row = { line, 0, NULL };
		char *c;

		while ((c = next_col(&p, line, t->name))) {
			row.col = xrealloc(row.col, (size_t)(row.ncols + 1) * sizeof(*row.col));
			row.col[row.ncols++] = c;
		}
		p += strcspn(p, "\n");	/* a comment */
		if (*p)
			p++;
		if (!row.ncols)
			continue;
		ALLOC_GROW(t->rows, t->nrows, alloc);
		t->rows[t->nrows++] = row;
	}
}

static void parse_all(void)
{
	while (rcu_data_files[ntables].name)
		ntables++;
	tables = xcalloc(ntables + 1, sizeof(*tables));
	for (size_t i = 0; i < ntables; i++) {
		tables[i].name = rcu_data_files[i].name;
		parse(&tables[i], rcu_data_files[i].text);
	}
}

const struct rcu_table *rcu_table(const char *name)
{
	pthread_once(&parsed, parse_all);
	for (size_t i = 0; i < ntables; i++)
		if (!strcmp(tables[i].name, name))
			return &tables[i];
	fatal("rcu/data/%s: no such data file in this build", name);
}

void rcu_bad_row(const struct rcu_table *t, const struct rcu_row *row, const char *what)
{
	fatal("rcu/data/%s:%d: %s", t->name, row->line, what);
}

const char *rcu_col(const struct rcu_table *t, const struct rcu_row *row, int ncols, int i)
{
	if (row->ncols != ncols) {
		char *what = str_printf("%d columns, expected %d", row->ncols, ncols);

		rcu_bad_row(t, row, what);
	}
	return row->col[i];
}
