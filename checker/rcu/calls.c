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

/*
 * The family of a sleeping lock whose acquire does not say "lock"
 * (down_read, down_write) that @name is named after, as a word of it:
 * "f2fs_down_read" is (prefix "f2fs_"), "f2fs_down_read_nested" too (suffix
 * "_nested"); a trylock is not (it may fail). Its offset in @name, or -1.
 */
static long wrapper_family(const char *name, const struct lock_pair **pair)
{
	if (strstr(name, "trylock"))
		return -1;
	for (size_t i = 0; i < c.npairs; i++) {
		const struct lock_pair *p = &c.pairs[i];
		size_t n = strlen(p->acquire);

		if (!p->family || !p->sleeps || strstr(p->acquire, "lock"))
			continue;
		for (const char *at = strstr(name, p->acquire); at; at = strstr(at + 1, p->acquire))
			if ((at == name || at[-1] == '_') && (!at[n] || at[n] == '_')) {
				*pair = p;
				return at - name;
			}
	}
	return -1;
}

bool rcu_model_lock_wrapper_name(const char *name)
{
	const struct lock_pair *p;

	calls();
	return wrapper_family(name, &p) >= 0;
}

bool rcu_model_wrapper_releases(const char *wrapper, const char *release)
{
	const struct lock_pair *p;
	long at;

	calls();
	at = wrapper_family(wrapper, &p);
	if (at < 0)
		return false;
	size_t n = strlen(p->acquire), r = strlen(p->release);

	/* the prefix, the family's release, then the suffix or nothing */
	return !strncmp(release, wrapper, (size_t)at) && !strncmp(release + at, p->release, r) &&
	       (!release[at + (long)r] || !strcmp(release + at + (long)r, wrapper + at + (long)n));
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
