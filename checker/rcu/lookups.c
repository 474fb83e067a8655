// SPDX-License-Identifier: GPL-2.0
/*
 * rcu_model_lookup(): the rows of "lookups", loaded once.
 */
#include "rcu/lookups.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "lib/util.h"
#include "rcu/data.h"

static struct {
	struct rcu_lookup *v;
	size_t n;
} m;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void)
{
	const struct rcu_table *t = rcu_table("lookups");

	m.v = xcalloc(t->nrows + 1, sizeof(*m.v));
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *flavor = rcu_col(t, r, 3, 1), *instead = r->col[2];

		if (strcmp(flavor, "rcu") && strcmp(flavor, "bh") && strcmp(flavor, "sched") &&
		    strcmp(flavor, "any"))
			rcu_bad_row(t, r, "flavor is rcu, bh, sched or any");
		if (strcmp(instead, "lock") && strcmp(instead, "-"))
			rcu_bad_row(t, r, "instead is lock or -");
		m.v[m.n++] = (struct rcu_lookup){ r->col[0], flavor, !strcmp(instead, "lock") };
	}
}

const struct rcu_lookup *rcu_model_lookup(const char *name)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; i < m.n; i++)
		if (!strcmp(m.v[i].name, name))
			return &m.v[i];
	return NULL;
}
