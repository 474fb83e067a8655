// SPDX-License-Identifier: GPL-2.0
/*
 * rcu_model_unreached_call(): the rows of "unreached-calls", read once.
 */
#include "rcu/unreached.h"

#include <pthread.h>
#include <string.h>
#include "rcu/data.h"

static const struct rcu_table *t;
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void)
{
	t = rcu_table("unreached-calls");
	for (size_t i = 0; i < t->nrows; i++)
		rcu_col(t, &t->rows[i], 3, 0);	/* three columns, or a build error */
}

bool rcu_model_unreached_call(const char *caller, const char *callee, const char *target)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];

		if (!strcmp(r->col[0], caller) && !strcmp(r->col[1], callee) &&
		    !strcmp(r->col[2], target))
			return true;
	}
	return false;
}
