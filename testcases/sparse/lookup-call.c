/*
 * check-name: sparse-rcu: a call of a lookup that leaves the reader to its caller (rcu/data/lookups: radix_tree_lookup()), made without it; under the reader, under a lock (the structure's update side may be it), or in a helper whose caller holds a lock, clean
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * lookup-call.c:29:31: warning: [rcu-unprotected] call to radix_tree_lookup() outside a read-side section: the lookup leaves the reader to its caller: reached without rcu_read_lock() (in wb_lookup_racy)
 *   chain: wb_lookup_racy
 *   root: wb_lookup_racy
 * check-error-end
 */
#include "rcu.h"

struct radix_tree_root {
	void *rnode;
};

/* out of line, as in lib/radix-tree.c: no lockdep check the checker could see */
void *radix_tree_lookup(const struct radix_tree_root *root, unsigned long index);
int wb_tryget(void *wb);

struct radix_tree_root tree;
spinlock_t tree_lock;
struct mutex tree_mutex;

/* mm/backing-dev.c's wb_get_lookup() without its reader (the recall corpus's 36-i) */
void *wb_lookup_racy(unsigned long id)
{
	void *wb;

	wb = radix_tree_lookup(&tree, id);
	if (wb && !wb_tryget(wb))
		wb = NULL;
	return wb;
}

void *wb_lookup(unsigned long id)
{
	void *wb;

	rcu_read_lock();
	wb = radix_tree_lookup(&tree, id);
	if (wb && !wb_tryget(wb))
		wb = NULL;
	rcu_read_unlock();
	return wb;
}

void *wb_lookup_locked(unsigned long id)
{
	void *wb;

	spin_lock(&tree_lock);
	wb = radix_tree_lookup(&tree, id);
	spin_unlock(&tree_lock);
	return wb;
}

static void *wb_find(unsigned long id)
{
	return radix_tree_lookup(&tree, id);
}

void *wb_lookup_mutex(unsigned long id)
{
	void *wb;

	mutex_lock(&tree_mutex);
	wb = wb_find(id);
	mutex_unlock(&tree_mutex);
	return wb;
}
