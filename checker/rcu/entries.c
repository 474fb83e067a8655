// SPDX-License-Identifier: GPL-2.0
/*
 * rcu_model_entry_registration(): the rows of "entry-registrations",
 * loaded once.
 */
#include "rcu/entries.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "lib/util.h"
#include "rcu/data.h"

static struct {
	struct rcu_entry_reg *v;
	size_t n;
} m;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void)
{
	const struct rcu_table *t = rcu_table("entry-registrations");

	m.v = xcalloc(t->nrows + 1, sizeof(*m.v));
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *context = rcu_col(t, r, 6, 2), *from = r->col[4];
		const char *prologue = r->col[5], *dot = strchr(prologue, '.');
		bool field = strchr(r->col[0], '.') != NULL;
		int arg = field ? 0 : atoi(r->col[1]);

		if (field ? strcmp(r->col[1], "-") : arg < 1 || arg > 8)
			rcu_bad_row(t, r, "arg is a number from 1 to 8, or - for STRUCT.FIELD");
		if (strcmp(context, "work") && strcmp(context, "initcall") &&
		    strcmp(context, "exit") && strcmp(context, "kthread") &&
		    strcmp(context, "genl") && strcmp(context, "netlink") &&
		    strcmp(context, "socket"))
			rcu_bad_row(t, r,
				    "context is work, initcall, exit, kthread, genl, netlink or socket");
		if (strcmp(from, "syscall") && strcmp(from, "kernel") && strcmp(from, "once"))
			rcu_bad_row(t, r, "from is syscall, kernel or once");
		if (strcmp(prologue, "-") && (!dot || dot == prologue || !dot[1]))
			rcu_bad_row(t, r, "prologue is STRUCT.FIELD or -");
		m.v[m.n++] = (struct rcu_entry_reg){ r->col[0], arg, context, r->col[3],
						     !strcmp(from, "syscall"), !strcmp(from, "once"),
						     strcmp(prologue, "-") ? prologue : NULL };
	}
}

const struct rcu_entry_reg *rcu_model_entry_registration(const char *name, size_t len)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; i < m.n; i++)
		if (m.v[i].arg && strlen(m.v[i].name) == len && !memcmp(m.v[i].name, name, len))
			return &m.v[i];
	return NULL;
}

const struct rcu_entry_reg *rcu_model_entry_field(const char *type, const char *field)
{
	size_t tl = strlen(type);

	pthread_once(&loaded, load);
	for (size_t i = 0; *type && i < m.n; i++)
		if (!m.v[i].arg && !strncmp(m.v[i].name, type, tl) && m.v[i].name[tl] == '.' &&
		    !strcmp(m.v[i].name + tl + 1, field))
			return &m.v[i];
	return NULL;
}
