// SPDX-License-Identifier: GPL-2.0
/*
 * rcu_model_object_registrar(): the rows of "callback-object-registrars",
 * loaded once.
 */
#include "rcu/objregistrars.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "lib/util.h"
#include "rcu/data.h"

static struct {
	struct rcu_object_registrar *v;
	size_t n;
} m;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void)
{
	const struct rcu_table *t = rcu_table("callback-object-registrars");

	m.v = xcalloc(t->nrows + 1, sizeof(*m.v));
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		struct rcu_invoker inv = { .field = r->col[0], .type = "",
					   .flavors = rcu_invoker_flavor(t, r, 6, 3),
					   .invoker = r->col[4], .file = r->col[5] };

		m.v[m.n++] = (struct rcu_object_registrar){ rcu_invoker_arg(t, r, 6, 1), r->col[2],
							    inv };
	}
}

const struct rcu_object_registrar *rcu_model_object_registrar(const char *name, size_t len,
							      int arg)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; i < m.n; i++)
		if (m.v[i].arg == arg && rcu_invoker_named(&m.v[i].inv, name, len))
			return &m.v[i];
	return NULL;
}

bool rcu_model_object_registrar_field(const char *field)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; i < m.n; i++)
		if (!strcmp(m.v[i].field, field))
			return true;
	return false;
}

bool rcu_model_is_object_registrar(const char *name, size_t len)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; i < m.n; i++)
		if (rcu_invoker_named(&m.v[i].inv, name, len))
			return true;
	return false;
}
