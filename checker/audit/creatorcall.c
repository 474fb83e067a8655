// SPDX-License-Identifier: GPL-2.0
/* A creator call's callbacks reached only from related code (audit/creatorcall.h). */
#include "audit/creatorcall.h"

#include <pthread.h>
#include <string.h>
#include "lib/util.h"
#include "rcu/data.h"

static struct strlist creators = STRLIST_INIT;
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load_creators(void)
{
	const struct rcu_table *t = rcu_table("creator-calls");

	for (size_t i = 0; i < t->nrows; i++)
		sl_push(&creators, rcu_col(t, &t->rows[i], 1, 0));
}

/* The length of @path's directory part, "net/mac80211/" of "net/mac80211/iface.c". */
static size_t dir_len(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? (size_t)(slash - path) + 1 : 0;
}

/* Is one of the two directories the other or below it? */
static bool dirs_related(const char *a, const char *b)
{
	size_t na = dir_len(a), nb = dir_len(b), n = na < nb ? na : nb;

	return !strncmp(a, b, n);
}

bool creator_call_foreign(const char *callee, const char *store_path, const char *caller_path)
{
	pthread_once(&loaded, load_creators);
	return sl_contains(&creators, callee) && !dirs_related(store_path, caller_path);
}
