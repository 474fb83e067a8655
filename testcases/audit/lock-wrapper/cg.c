/*
 * rcu_dereference_protected() whose condition names a mutex that callers
 * take through an argument-less wrapper, as cgroup_lock() does in 6.1.
 */
static DEFINE_MUTEX(cg_mutex);

static inline void cg_lock(void)
{
	mutex_lock(&cg_mutex);
}

static inline void cg_unlock(void)
{
	mutex_unlock(&cg_mutex);
}

static int cg_effective(struct cg *c)
{
	return rcu_dereference_protected(c->eff, lockdep_is_held(&cg_mutex))->n;
}

/* The wrapper takes the mutex: quiet. */
SYSCALL_DEFINE1(cg_get, int, n)
{
	int v;

	cg_lock();
	v = cg_effective(cg_of(n));
	cg_unlock();
	return v;
}

/* An assertion is a contract: its callers are checked instead. */
static int cg_effective_asserted(struct cg *c)
{
	lockdep_assert_held(&cg_mutex);
	return cg_effective(c);
}

/* ...and this one does not hold the mutex: reported. */
SYSCALL_DEFINE1(cg_racy, int, n)
{
	return cg_effective_asserted(cg_of(n));
}

/* Released only on an early exit: the call after it still holds the mutex: quiet. */
SYSCALL_DEFINE1(cg_recheck, int, n)
{
	struct cg *c = cg_of(n);
	int v;

	cg_lock();
	if (!c) {
		cg_unlock();
		return -ENOENT;
	}
	v = cg_effective(c);
	cg_unlock();
	return v;
}

static int cg_effective_drained(struct cg *c)
{
	return rcu_dereference_protected(c->eff, lockdep_is_held(&cg_mutex))->drained;
}

/* Returns holding the mutex it says it acquires, through cg_lock(): quiet. */
static void cg_lock_and_drain(struct cg *c)
	__acquires(&cg_mutex)
{
	cg_lock();
	c->draining = 0;
}

SYSCALL_DEFINE1(cg_drained, int, n)
{
	struct cg *c = cg_of(n);
	int v;

	cg_lock_and_drain(c);
	v = cg_effective_drained(c);
	cg_unlock();
	return v;
}
