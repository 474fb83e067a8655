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

struct radix_tree_root {
	void *rnode;
};

/* out of line, as in lib/radix-tree.c: rcu/data/lookups leaves its reader to the caller */
void *radix_tree_lookup(const struct radix_tree_root *root, unsigned long index);

struct radix_tree_root pool_tree;

/* A lookup whose callers may hold the tree's lock instead of the reader. */
void *pool_find(unsigned long id)
{
	return radix_tree_lookup(&pool_tree, id);
}
EXPORT_SYMBOL(pool_find);

struct mutex pool_resize_mutex;

/*
 * Lock-only: the update side's mutex, no reader (6.1
 * __netlink_change_ngroups()'s nl_deref_protected(): netlink_table_grab()
 * around it). The tree's callers decide, as for a reader's need.
 */
long pool_resize(struct pool *p)
{
	return rcu_dereference_protected(p->stats, lockdep_is_held(&pool_resize_mutex))->avail;
}
EXPORT_SYMBOL(pool_resize);

/* The same; its one caller in the tree holds the mutex. */
long pool_resize_kept(struct pool *p)
{
	return rcu_dereference_protected(p->stats, lockdep_is_held(&pool_resize_mutex))->avail;
}
EXPORT_SYMBOL(pool_resize_kept);
