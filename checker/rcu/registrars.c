// SPDX-License-Identifier: GPL-2.0
/*
 * rcu_model_callback_registrar(): the rows of "callback-registrars",
 * loaded once.
 */
#include "rcu/registrars.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "lib/util.h"
#include "rcu/data.h"

static struct {
	struct rcu_registrar *v;
	size_t n;
} m;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void)
{
	const struct rcu_table *t = rcu_table("callback-registrars");

	m.v = xcalloc(t->nrows + 1, sizeof(*m.v));
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		struct rcu_invoker inv = rcu_invoker_row(t, r, "");

		m.v[m.n++] = (struct rcu_registrar){ rcu_invoker_arg(t, r, 5, 1), inv };
	}
}

const struct rcu_registrar *rcu_model_callback_registrar(const char *name, size_t len)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; i < m.n; i++)
		if (rcu_invoker_named(&m.v[i].inv, name, len))
			return &m.v[i];
	return NULL;
}
