// SPDX-License-Identifier: GPL-2.0
/*
 * The accessors that read an RCU-protected pointer under a condition, as
 * rows ("accessors" and "more-accessors"): what the index's accessor
 * macros are traced down to. Built once, read-only after.
 */
#include "rcu/model.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "rcu/data.h"

static struct rcu_accessor *rows;
static size_t nrows;
static struct strlist names;	/* every row's name, of any kind */
static pthread_once_t built = PTHREAD_ONCE_INIT;

/* The kinds a macro over them needs a reader or a lock for (not raw, access, update, pointer). */
static bool needs_protection(const char *kind)
{
	return !strcmp(kind, "deref") || !strcmp(kind, "check") ||
	       !strcmp(kind, "protected") || !strcmp(kind, "iterator") ||
	       !strcmp(kind, "entry");
}

static void load(const char *file)
{
	const struct rcu_table *t = rcu_table(file);

	rows = realloc(rows, (nrows + t->nrows + 1) * sizeof(*rows));
	if (!rows)
		fatal("out of memory");
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *kind = rcu_col(t, r, 4, 1), *arg = r->col[3];

		sl_push(&names, r->col[0]);
		if (!needs_protection(kind))
			continue;
		rows[nrows++] = (struct rcu_accessor){
			.name = r->col[0], .kind = kind, .flavor = r->col[2],
			.cond_arg = strcmp(arg, "-") ? atoi(arg) : 0,
		};
	}
}

static void build(void)
{
	load("accessors");
	load("more-accessors");
}

const struct rcu_accessor *rcu_accessors(size_t *n)
{
	pthread_once(&built, build);
	*n = nrows;
	return rows;
}

const struct rcu_accessor *rcu_accessor_find(const char *name)
{
	size_t n;
	const struct rcu_accessor *a = rcu_accessors(&n);

	for (size_t i = 0; i < n; i++)
		if (!strcmp(a[i].name, name))
			return &a[i];
	return NULL;
}

bool rcu_accessor_known(const char *name)
{
	size_t n;

	rcu_accessors(&n);
	return sl_contains(&names, name);
}

const char *rcu_model_lockless_twin(const char *iterator, int *twin_args)
{
	const struct rcu_table *t = rcu_table("lockless-iterators");

	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];

		if (strcmp(rcu_col(t, r, 3, 0), iterator))
			continue;
		*twin_args = atoi(r->col[2]);
		if (*twin_args < 1)
			rcu_bad_row(t, r, "twin-args is not a positive count");
		return r->col[1];
	}
	return NULL;
}
