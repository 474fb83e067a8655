// SPDX-License-Identifier: GPL-2.0
/*
 * rcu_model_frame_role(), rcu_model_tree_top_dir() and
 * rcu_model_frame_arch(): the "report-frames", "report-top-dirs" and
 * "report-arch" rows.
 */
#include "rcu/report.h"

#include <pthread.h>
#include <stdbool.h>
#include <string.h>
#include "lib/util.h"
#include "rcu/data.h"

struct frame_row {
	const char *name;
	size_t len;
	bool prefix;
	enum rcu_frame_role role;
};

static struct frame_row *rows;
static size_t nrows;
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void)
{
	static const char *const roles[] = {
		[RCU_FRAME_MACHINERY] = "machinery",
		[RCU_FRAME_SCHEDULER] = "scheduler",
		[RCU_FRAME_LOCK_ENTRY] = "lock-entry",
		[RCU_FRAME_ALLOCATOR] = "allocator",
	};
	const struct rcu_table *t = rcu_table("report-frames");

	rows = xcalloc(t->nrows, sizeof(*rows));
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *match = rcu_col(t, r, 3, 1), *role = r->col[2];
		struct frame_row *fr = &rows[nrows++];
		size_t k = RCU_FRAME_MACHINERY;

		while (k < sizeof(roles) / sizeof(roles[0]) && strcmp(role, roles[k]))
			k++;
		if (k == sizeof(roles) / sizeof(roles[0]))
			rcu_bad_row(t, r, "a role is machinery, scheduler or lock-entry");
		if (strcmp(match, "exact") && strcmp(match, "prefix"))
			rcu_bad_row(t, r, "a match is exact or prefix");
		fr->name = r->col[0];
		fr->len = strlen(fr->name);
		fr->prefix = !strcmp(match, "prefix");
		fr->role = (enum rcu_frame_role)k;
	}
}

enum rcu_frame_role rcu_model_frame_role(const char *fn)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; i < nrows; i++) {
		const struct frame_row *fr = &rows[i];

		if (fr->prefix ? !strncmp(fn, fr->name, fr->len) : !strcmp(fn, fr->name))
			return fr->role;
	}
	return RCU_FRAME_CAUSE;
}

bool rcu_model_tree_top_dir(const char *dir, size_t len)
{
	const struct rcu_table *t = rcu_table("report-top-dirs");

	for (size_t i = 0; i < t->nrows; i++) {
		const char *d = rcu_col(t, &t->rows[i], 1, 0);

		if (strlen(d) == len && !strncmp(dir, d, len))
			return true;
	}
	return false;
}

const char *rcu_model_frame_arch(const char *fn, const char *addr)
{
	const struct rcu_table *t = rcu_table("report-arch");

	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *kind = rcu_col(t, r, 3, 0), *text = r->col[1];

		if (!strcmp(kind, "frame")) {
			if (fn && !strcmp(fn, text))
				return r->col[2];
		} else if (!strcmp(kind, "frame-prefix")) {
			if (fn && starts_with(fn, text))
				return r->col[2];
		} else if (!strcmp(kind, "address")) {
			if (addr && starts_with(addr, text))
				return r->col[2];
		} else {
			rcu_bad_row(t, r, "a kind is frame, frame-prefix or address");
		}
	}
	return NULL;
}
