/*
 * Not a test by itself: callers.sh checks it with sparse-rcu, alone, as a
 * build of some objects checks a file whose callers are in others.
 */
#include "../../../rcu.h"

#define EXPORT_SYMBOL(sym)

struct pool_stats {
	long avail;
};

struct pool {
	struct pool_stats __rcu *stats;
};

/* Leaves the reader to its callers, as 6.1's gen_pool_avail() would without its own. */
long pool_avail(struct pool *p)
{
	return rcu_dereference(p->stats)->avail;
}
EXPORT_SYMBOL(pool_avail);

/* The same contract; its one caller in the tree keeps it. */
long pool_avail_kept(struct pool *p)
{
	return rcu_dereference(p->stats)->avail;
}
EXPORT_SYMBOL(pool_avail_kept);

spinlock_t pool_lock;

/* Its condition takes pool_lock instead: the tree's caller holds it. */
long pool_avail_locked(struct pool *p)
{
	return rcu_dereference_check(p->stats, lockdep_is_held(&pool_lock))->avail;
}
EXPORT_SYMBOL(pool_avail_locked);
