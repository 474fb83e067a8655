// SPDX-License-Identifier: GPL-2.0
/*
 * rcu_model_updater(): the rows of "updaters", the calls that change
 * what RCU readers walk, the grace periods after them, and which
 * argument of a read-side accessor names the object it reads.
 */
#include "rcu/model.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "rcu/data.h"

static struct {
	struct rcu_updater *v;
	size_t n;
} c;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static const char *const kinds[] = {
	[RCU_UPD_PUBLISH] = "publish", [RCU_UPD_ADD] = "add", [RCU_UPD_DEL] = "del",
	[RCU_UPD_REPLACE] = "replace", [RCU_UPD_SPLICE] = "splice", [RCU_UPD_GP] = "gp",
	[RCU_UPD_READ] = "read", [RCU_UPD_UNLINK] = "unlink",
};

static int arg_col(const struct rcu_table *t, const struct rcu_row *r, int i)
{
	const char *s = rcu_col(t, r, 7, i);
	char *end;
	long v;

	if (!strcmp(s, "-"))
		return -1;
	v = strtol(s, &end, 10);
	if (*end || v < 0 || v > 8)
		rcu_bad_row(t, r, "an argument is a number 0-8 or -");
	return (int)v;
}

static void load(void)
{
	const struct rcu_table *t = rcu_table("updaters");

	c.v = xcalloc(t->nrows + 1, sizeof(*c.v));
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		struct rcu_updater *u = &c.v[c.n++];
		const char *kind = rcu_col(t, r, 7, 1);
		size_t k;

		u->name = rcu_col(t, r, 7, 0);
		for (k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++)
			if (!strcmp(kind, kinds[k]))
				break;
		if (k == sizeof(kinds) / sizeof(kinds[0]))
			rcu_bad_row(t, r, "kind is publish, add, del, replace, splice, gp, read or unlink");
		u->kind = (enum rcu_upd_kind)k;
		u->object = arg_col(t, r, 2);
		u->node = arg_col(t, r, 3);
		u->member = arg_col(t, r, 4);
		u->type = arg_col(t, r, 5);
		u->domain = arg_col(t, r, 6);
	}
}

const struct rcu_updater *rcu_model_updater(const char *name, size_t len)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; i < c.n; i++)
		if (strlen(c.v[i].name) == len && !memcmp(c.v[i].name, name, len))
			return &c.v[i];
	return NULL;
}

/* ---- the plain walks, for the head a plain unlink inside one unlinks from ---- */

static struct {
	const char **names;
	int *heads;
	size_t n;
} walks;

static pthread_once_t walks_loaded = PTHREAD_ONCE_INIT;

static void walks_load(void)
{
	const struct rcu_table *t = rcu_table("plain-walks");

	walks.names = xcalloc(t->nrows + 1, sizeof(*walks.names));
	walks.heads = xcalloc(t->nrows + 1, sizeof(*walks.heads));
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *h = rcu_col(t, r, 2, 1);
		char *end;
		long v = strtol(h, &end, 10);

		if (*end || end == h || v < 0 || v > 8)
			rcu_bad_row(t, r, "the head is an argument number 0-8");
		walks.names[walks.n] = rcu_col(t, r, 2, 0);
		walks.heads[walks.n++] = (int)v;
	}
}

bool rcu_model_plain_walk(const char *name, size_t len, int *head)
{
	pthread_once(&walks_loaded, walks_load);
	for (size_t i = 0; i < walks.n; i++)
		if (strlen(walks.names[i]) == len && !memcmp(walks.names[i], name, len)) {
			*head = walks.heads[i];
			return true;
		}
	return false;
}

/* ---- what a grace period waits for: the wait and defer rows of "lifecycle" ---- */

static struct {
	const char **names;
	rcu_flavors *flavors;	/* 0 with args set: its arguments' flavors */
	bool *args;
	size_t n;
} gp;

static pthread_once_t gp_loaded = PTHREAD_ONCE_INIT;

static void gp_load(void)
{
	const struct rcu_table *t = rcu_table("lifecycle");

	gp.names = xcalloc(t->nrows + 1, sizeof(*gp.names));
	gp.flavors = xcalloc(t->nrows + 1, sizeof(*gp.flavors));
	gp.args = xcalloc(t->nrows + 1, sizeof(*gp.args));
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *role = rcu_col(t, r, 4, 1), *fl = rcu_col(t, r, 4, 3);

		if (strcmp(role, "wait") && strcmp(role, "defer"))
			continue;
		gp.names[gp.n] = rcu_col(t, r, 4, 0);
		gp.args[gp.n] = !strcmp(fl, "args");
		gp.flavors[gp.n] = rcu_flavor_bit(fl);
		if (!gp.args[gp.n] && !gp.flavors[gp.n])
			rcu_bad_row(t, r, "a wait or defer row names its flavor (rcu, srcu, tasks, "
				    "tasks-trace) or args");
		gp.n++;
	}
}

rcu_flavors rcu_model_gp_flavors(const char *name, size_t len, bool *args)
{
	pthread_once(&gp_loaded, gp_load);
	if (args)
		*args = false;
	for (size_t i = 0; i < gp.n; i++)
		if (strlen(gp.names[i]) == len && !memcmp(gp.names[i], name, len)) {
			if (args)
				*args = gp.args[i];
			return gp.flavors[i];
		}
	return 0;
}

const char *rcu_upd_kind_name(enum rcu_upd_kind k)
{
	return kinds[k];
}

static struct strlist asserts;
static struct {
	const char **call, **lock;
	size_t n;
} globals;
static pthread_once_t loaded_locks = PTHREAD_ONCE_INIT;

static void load_locks(void)
{
	const struct rcu_table *t = rcu_table("lock-asserts");

	for (size_t i = 0; i < t->nrows; i++)
		sl_push(&asserts, rcu_col(t, &t->rows[i], 1, 0));
	t = rcu_table("global-locks");
	globals.call = xcalloc(t->nrows + 1, sizeof(*globals.call));
	globals.lock = xcalloc(t->nrows + 1, sizeof(*globals.lock));
	for (size_t i = 0; i < t->nrows; i++) {
		globals.call[globals.n] = rcu_col(t, &t->rows[i], 2, 0);
		globals.lock[globals.n++] = t->rows[i].col[1];
	}
}

bool rcu_model_lock_assert(const char *name, size_t len)
{
	pthread_once(&loaded_locks, load_locks);
	for (size_t i = 0; i < asserts.n; i++)
		if (strlen(asserts.v[i]) == len && !memcmp(asserts.v[i], name, len))
			return true;
	return false;
}

const char *rcu_model_global_lock(const char *name, size_t len)
{
	pthread_once(&loaded_locks, load_locks);
	for (size_t i = 0; i < globals.n; i++)
		if (strlen(globals.call[i]) == len && !memcmp(globals.call[i], name, len))
			return globals.lock[i];
	return NULL;
}

const char *rcu_model_lockdep_helper_of(const char *lock)
{
	const struct rcu_table *t = rcu_table("lockdep-helpers");

	for (size_t i = 0; i < t->nrows; i++) {
		const char *call = rcu_col(t, &t->rows[i], 2, 0);
		size_t n = strlen(call);

		if (!strcmp(t->rows[i].col[1], lock) && n > 2 && !strcmp(call + n - 2, "()"))
			return call;
	}
	return NULL;
}
