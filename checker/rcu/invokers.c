// SPDX-License-Identifier: GPL-2.0
/*
 * rcu_model_callback_invoker(): the rows of "callback-invokers", loaded once.
 */
#include "rcu/invokers.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "lib/util.h"
#include "rcu/data.h"

static struct {
	struct rcu_invoker *v;
	size_t n;
} m;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

rcu_flavors rcu_invoker_flavor(const struct rcu_table *t, const struct rcu_row *r, int ncols,
			       int col)
{
	const char *flavor = rcu_col(t, r, ncols, col);

	if (strcmp(flavor, "rcu") && strcmp(flavor, "bh") && strcmp(flavor, "sched"))
		rcu_bad_row(t, r, "flavor is rcu, bh or sched");
	return rcu_flavor_bit(flavor);
}

int rcu_invoker_arg(const struct rcu_table *t, const struct rcu_row *r, int ncols, int col)
{
	int arg = atoi(rcu_col(t, r, ncols, col));

	if (arg < 1 || arg > 8)
		rcu_bad_row(t, r, "an argument is a number from 1 to 8");
	return arg;
}

bool rcu_invoker_named(const struct rcu_invoker *inv, const char *name, size_t len)
{
	return strlen(inv->field) == len && !memcmp(inv->field, name, len);
}

struct rcu_invoker rcu_invoker_row(const struct rcu_table *t, const struct rcu_row *r,
				   const char *type)
{
	rcu_flavors flavors = rcu_invoker_flavor(t, r, 5, 2);

	return (struct rcu_invoker){ r->col[0], type, flavors, r->col[3], r->col[4], NULL };
}

static void load(void)
{
	const struct rcu_table *t = rcu_table("callback-invokers");

	m.v = xcalloc(t->nrows + 1, sizeof(*m.v));
	for (size_t i = 0; i < t->nrows; i++)
		m.v[m.n++] = rcu_invoker_row(t, &t->rows[i], t->rows[i].col[1]);
}

const struct rcu_invoker *rcu_model_callback_invoker(const char *field, const char *type)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; type && i < m.n; i++)
		if (!strcmp(m.v[i].field, field) && !strcmp(m.v[i].type, type))
			return &m.v[i];
	return NULL;
}

const struct rcu_invoker *rcu_model_callback_invoker_at(size_t i)
{
	pthread_once(&loaded, load);
	return i < m.n ? &m.v[i] : NULL;
}
