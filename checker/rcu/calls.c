// SPDX-License-Identifier: GPL-2.0
/*
 * The lookups of rcu/model.h that the fix planner asks: accessors,
 * lookups, calls that need no more than the reader, and how lock
 * sections end. Built once, read-only after (as rcu/model.c).
 */
#include "rcu/model.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "rcu/data.h"

struct lock_pair {
	const char *acquire, *release;
	bool family, sleeps;
};

static struct {
	struct strlist accessors, fetches, lookups, enough;
	struct lock_pair *pairs;
	size_t npairs;
} c;

static pthread_once_t built = PTHREAD_ONCE_INIT;

/* Rows of "accessors" (4 columns) that read a pointer: not access, update. */
static void load_accessors(const char *file, bool lists)
{
	const struct rcu_table *t = rcu_table(file);

	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *kind = rcu_col(t, r, 4, 1);

		if (!strcmp(kind, "access") || !strcmp(kind, "update"))
			continue;
		if ((!strcmp(kind, "deref") || !strcmp(kind, "check")) &&
		    strcmp(rcu_col(t, r, 4, 2), "-"))
			sl_push(&c.fetches, r->col[0]);
		/* the srcu list iterators were never the planner's */
		if (lists && !strcmp(kind, "iterator"))
			continue;
		sl_push(&c.accessors, r->col[0]);
	}
}

static bool lock_sleeps(const char *name)
{
	const struct rcu_table *t = rcu_table("locks");

	for (size_t i = 0; i < t->nrows; i++)
		if (!strcmp(rcu_col(t, &t->rows[i], 5, 0), name))
			return !strcmp(t->rows[i].col[2], "sleeps");
	return false;
}

static void build(void)
{
	const struct rcu_table *t;

	load_accessors("accessors", false);
	load_accessors("more-accessors", true);
	t = rcu_table("rcu-calls");
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *name = rcu_col(t, r, 3, 0), *needs = r->col[2];

		if (!strcmp(r->col[1], "rcu"))
			sl_push(&c.lookups, name);
		else if (strcmp(r->col[1], "-"))
			rcu_bad_row(t, r, "a result is rcu or -");
		if (!strcmp(needs, "rcu") || !strcmp(needs, "none"))
			sl_push(&c.enough, name);
		else if (strcmp(needs, "-"))
			rcu_bad_row(t, r, "a need is rcu, none or -");
	}
	t = rcu_table("lock-pairs");
	c.pairs = xcalloc(t->nrows, sizeof(*c.pairs));
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *family = rcu_col(t, r, 3, 2);

		if (strcmp(family, "yes") && strcmp(family, "no"))
			rcu_bad_row(t, r, "a family is yes or no");
		c.pairs[c.npairs++] = (struct lock_pair){ r->col[0], r->col[1],
			!strcmp(family, "yes"), lock_sleeps(r->col[0]) };
	}
}

static void calls(void)
{
	pthread_once(&built, build);
}

bool rcu_model_is_accessor(const char *s, size_t n)
{
	calls();
	for (size_t i = 0; i < c.accessors.n; i++) {
		const char *a = c.accessors.v[i];
		size_t l = strlen(a);

		/* rcu_dereference_bh, _sched, _check, _bh_check... too */
		if (n >= l && !memcmp(s, a, l) && (n == l || s[l] == '_'))
			return true;
	}
	return false;
}

bool rcu_model_is_reader_fetch(const char *s, size_t n)
{
	calls();
	for (size_t i = 0; i < c.fetches.n; i++)
		if (strlen(c.fetches.v[i]) == n && !memcmp(s, c.fetches.v[i], n))
			return true;
	return false;
}

bool rcu_model_is_lookup(const char *name)
{
	calls();
	return sl_contains(&c.lookups, name);
}

bool rcu_model_reader_enough(const char *name)
{
	calls();
	return sl_contains(&c.enough, name);
}

bool rcu_model_lock_call(const char *name, bool release, bool *sleeps)
{
	calls();
	for (size_t i = 0; i < c.npairs; i++) {
		const struct lock_pair *p = &c.pairs[i];

		if (p->family && starts_with(name, release ? p->release : p->acquire)) {
			*sleeps = p->sleeps;
			return true;
		}
	}
	return false;
}

bool rcu_model_releases(const char *acquire, const char *release)
{
	bool listed = false;

	calls();
	for (size_t i = 0; i < c.npairs; i++) {
		if (strcmp(c.pairs[i].acquire, acquire))
			continue;
		if (!strcmp(c.pairs[i].release, release))
			return true;
		listed = true;
	}
	if (listed)
		return false;
	/* the naming rule: spin_lock_bh -> spin_unlock_bh */
	const char *lock = strstr(acquire, "lock");
	size_t head = lock ? (size_t)(lock - acquire) : 0;

	return lock && !strncmp(release, acquire, head) && starts_with(release + head, "un") &&
	       !strcmp(release + head + 2, lock);
}
