// SPDX-License-Identifier: GPL-2.0
/*
 * rcu_model_lock_registrar(): the rows of "callback-lock-registrars",
 * loaded once.
 */
#include "rcu/lockregistrars.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "lib/util.h"
#include "rcu/data.h"

static struct {
	struct rcu_lock_registrar *v;
	size_t n;
} m;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void)
{
	const struct rcu_table *t = rcu_table("callback-lock-registrars");

	m.v = xcalloc(t->nrows + 1, sizeof(*m.v));
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		struct rcu_invoker inv = { .field = rcu_col(t, r, 7, 0), .type = "",
					   .invoker = rcu_col(t, r, 7, 5),
					   .file = rcu_col(t, r, 7, 6), .lock = rcu_col(t, r, 7, 2) };

		m.v[m.n++] = (struct rcu_lock_registrar){ rcu_invoker_arg(t, r, 7, 1),
							  rcu_invoker_arg(t, r, 7, 3),
							  rcu_col(t, r, 7, 4), inv };
	}
}

const struct rcu_lock_registrar *rcu_model_lock_registrar(const char *name, size_t len, int arg)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; i < m.n; i++)
		if (m.v[i].arg == arg && rcu_invoker_named(&m.v[i].inv, name, len))
			return &m.v[i];
	return NULL;
}

bool rcu_model_is_lock_registrar(const char *name, size_t len)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; i < m.n; i++)
		if (rcu_invoker_named(&m.v[i].inv, name, len))
			return true;
	return false;
}
