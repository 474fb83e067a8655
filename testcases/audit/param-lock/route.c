/*
 * 6.12's net/ipv6/route.c: a condition that names the function's lock
 * parameter, lockdep_is_held(lock). The protected form runs only
 * "if (lock)": a caller passing NULL takes the rcu_dereference() branch
 * under its own reader; a caller passing &rt6_exception_lock holds it.
 * A caller passing the lock without holding it is reported.
 */
static DEFINE_SPINLOCK(rt6_exception_lock);
static DEFINE_SPINLOCK(other_lock);

static struct bucket *get_bucket(const struct fib6_nh *nh, spinlock_t *lock)
{
	struct bucket *b;

	if (lock)
		b = rcu_dereference_protected(nh->bucket, lockdep_is_held(lock));
	else
		b = rcu_dereference(nh->bucket);
	return b;
}

static void set_flushed(struct fib6_nh *nh, spinlock_t *lock)
{
	struct bucket *b = rcu_dereference_protected(nh->bucket, lockdep_is_held(lock));

	b->flushed = 1;
}

/* NULL: the reader's branch, under the caller's reader. */
SYSCALL_DEFINE1(route_lookup, int, n)
{
	struct fib6_nh *nh = nh_of(n);
	int v;

	rcu_read_lock();
	v = get_bucket(nh, NULL)->depth;
	rcu_read_unlock();
	return v;
}

/* The lock it passes, held (and the reader, for the other branch). */
SYSCALL_DEFINE1(route_flush, int, n)
{
	struct fib6_nh *nh = nh_of(n);

	rcu_read_lock();
	spin_lock_bh(&rt6_exception_lock);
	get_bucket(nh, &rt6_exception_lock)->depth = 0;
	set_flushed(nh, &rt6_exception_lock);
	spin_unlock_bh(&rt6_exception_lock);
	rcu_read_unlock();
	return 0;
}

/* Passes one lock and holds another: reported. */
SYSCALL_DEFINE1(route_bad, int, n)
{
	struct fib6_nh *nh = nh_of(n);

	spin_lock_bh(&other_lock);
	set_flushed(nh, &rt6_exception_lock);
	spin_unlock_bh(&other_lock);
	return 0;
}
