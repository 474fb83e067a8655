/*
 * Not a test by itself: the callers in the tree that sparse-rcu never
 * checks (callers.sh): only the tree's index sees them.
 */
struct pool;
long pool_avail(struct pool *p);
long pool_avail_kept(struct pool *p);
long pool_avail_locked(struct pool *p);
extern spinlock_t pool_lock;

/* The bug: a system call reaches the exported helper without the reader. */
SYSCALL_DEFINE1(pool_size, struct pool *, p)
{
	return pool_avail(p);
}

/* Correct: the only call of pool_avail_kept() holds the reader. */
SYSCALL_DEFINE1(pool_size_kept, struct pool *, p)
{
	long n;

	rcu_read_lock();
	n = pool_avail_kept(p);
	rcu_read_unlock();
	return n;
}

/* Correct too: the lock the helper's lockdep condition names. */
SYSCALL_DEFINE1(pool_size_locked, struct pool *, p)
{
	long n;

	spin_lock(&pool_lock);
	n = pool_avail_locked(p);
	spin_unlock(&pool_lock);
	return n;
}

void *pool_find(unsigned long id);
extern struct mutex pool_mutex;

/* Correct: any lock may be the tree's update side (rcu/data/lookups "lock"). */
SYSCALL_DEFINE1(pool_find_locked, unsigned long, id)
{
	void *p;

	mutex_lock(&pool_mutex);
	p = pool_find(id);
	mutex_unlock(&pool_mutex);
	return p != 0;
}

long pool_resize(struct pool *p);
long pool_resize_kept(struct pool *p);
extern struct mutex pool_resize_mutex;

/* The bug of a lock-only need: the mutex its condition names is not taken. */
SYSCALL_DEFINE1(pool_grow, struct pool *, p)
{
	return pool_resize(p);
}

/* Correct: the mutex held around the call. */
SYSCALL_DEFINE1(pool_grow_kept, struct pool *, p)
{
	long n;

	mutex_lock(&pool_resize_mutex);
	n = pool_resize_kept(p);
	mutex_unlock(&pool_resize_mutex);
	return n;
}
