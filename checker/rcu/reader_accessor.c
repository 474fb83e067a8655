// SPDX-License-Identifier: GPL-2.0
/*
 * rcu_model_reader_accessor(): the rows of "accessors" and
 * "more-accessors" that read an RCU-protected pointer on the read side
 * and that lockdep checks (deref, iterator, check with its condition as
 * an argument), with the reader that protects them
 * and where their lockdep condition is. The function index asks it to
 * learn which functions need their caller's reader (index/needs.c).
 */
#include "rcu/model.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "rcu/data.h"

static struct {
	struct rcu_reader_accessor *v;
	size_t n;
} c;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

/*
 * Lockdep checks these at run time: deref, iterator, and check when its
 * condition is an argument (task_css_set()'s is inside it, where only
 * the rules see it). An entry (list_entry_rcu()) is checked by nothing.
 */
static bool reader_side(const char *kind, const char *arg)
{
	return !strcmp(kind, "deref") || !strcmp(kind, "iterator") ||
	       (!strcmp(kind, "check") && strcmp(arg, "-"));
}

static void load_file(const char *file)
{
	const struct rcu_table *t = rcu_table(file);

	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *name = rcu_col(t, r, 4, 0), *kind = r->col[1];
		const char *flavor = r->col[2], *arg = r->col[3];

		/* srcu ones name their srcu_struct: the caller's is not known here */
		if (!reader_side(kind, arg) || !strcmp(flavor, "-") || !strcmp(flavor, "srcu"))
			continue;
		c.v = xrealloc(c.v, (c.n + 1) * sizeof(*c.v));
		c.v[c.n++] = (struct rcu_reader_accessor){
			name, flavor, strcmp(arg, "-") ? atoi(arg) : 0, !strcmp(kind, "iterator"),
		};
	}
}

static void load(void)
{
	load_file("accessors");
	load_file("more-accessors");
}

const struct rcu_reader_accessor *rcu_model_reader_accessor(const char *name, size_t len)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; i < c.n; i++)
		if (strlen(c.v[i].name) == len && !memcmp(c.v[i].name, name, len))
			return &c.v[i];
	return NULL;
}
