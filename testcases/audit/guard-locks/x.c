/*
 * Locks held by guards, for lockdep_is_held() conditions reached through
 * callers: the guard's lock is held for every call after it in its scope.
 */
struct foo {
	struct bar __rcu *b;
	struct mutex m, other;
};

/* The subsystem's own classes, learned from their definitions here. */
DEFINE_LOCK_GUARD_1(foo_lock, struct foo, mutex_lock(&_T->lock->m), mutex_unlock(&_T->lock->m))
DEFINE_LOCK_GUARD_1(foo_other, struct foo, mutex_lock(&_T->lock->other),
		    mutex_unlock(&_T->lock->other))
DEFINE_GUARD(foo_m, struct foo *, mutex_lock(&_T->m), mutex_unlock(&_T->m))
DEFINE_GUARD_COND(foo_m, _try, mutex_trylock(&_T->m))
DEFINE_CLASS(foo_ctx, struct foo *, mutex_unlock(&_T->m), ({ mutex_lock(&x->m); x; }), struct foo *x)
/* not a lock: its constructor takes none */
DEFINE_CLASS(foo_ref, struct foo *, foo_put(_T), foo_get(n), int n)

static int peek_right(struct foo *x)
{
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

/* guard(mutex)(&x->m) holds m: quiet */
SYSCALL_DEFINE1(s_right, int, n)
{
	struct foo *x = foo_of(n);

	guard(mutex)(&x->m);
	return peek_right(x);
}

static int peek_wrong(struct foo *x)
{
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

/* another mutex: reported, with what is held instead */
SYSCALL_DEFINE1(s_wrong, int, n)
{
	struct foo *x = foo_of(n);

	guard(mutex)(&x->other);
	return peek_wrong(x);
}

static int peek_intr(struct foo *x)
{
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

/* scoped_cond_guard() of a _COND variant: its body holds m: quiet */
SYSCALL_DEFINE1(s_intr, int, n)
{
	struct foo *x = foo_of(n);

	scoped_cond_guard(mutex_intr, return -EINTR, &x->m)
		return peek_intr(x);
	return 0;
}

static int peek_sub(struct foo *x)
{
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

/* the subsystem's guard holds &x->m, not x: quiet */
SYSCALL_DEFINE1(s_sub, int, n)
{
	struct foo *x = foo_of(n);

	guard(foo_lock)(x);
	return peek_sub(x);
}

static int peek_sub_other(struct foo *x)
{
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

/* the subsystem's guard of the other mutex: reported */
SYSCALL_DEFINE1(s_sub_other, int, n)
{
	struct foo *x = foo_of(n);

	guard(foo_other)(x);
	return peek_sub_other(x);
}

static int peek_try(struct foo *x)
{
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

/* the _try variant of the subsystem's DEFINE_GUARD: quiet */
SYSCALL_DEFINE1(s_try, int, n)
{
	struct foo *x = foo_of(n);

	scoped_cond_guard(foo_m_try, return -EBUSY, x)
		return peek_try(x);
	return 0;
}

static int peek_class(struct foo *x)
{
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

/* CLASS() of a DEFINE_CLASS whose constructor takes m: quiet */
SYSCALL_DEFINE1(s_class, int, n)
{
	struct foo *x = foo_of(n);
	CLASS(foo_ctx, ctx)(x);

	return peek_class(ctx);
}

static int peek_ref(struct foo *x)
{
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

/* CLASS() of a class that is no lock: reported, nothing held */
SYSCALL_DEFINE1(s_ref, int, n)
{
	CLASS(foo_ref, x)(n);

	return peek_ref(x);
}

static int peek_ended(struct foo *x)
{
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

/* the guard's block ended before the call: reported */
SYSCALL_DEFINE1(s_ended, int, n)
{
	struct foo *x = foo_of(n);

	{
		guard(foo_lock)(x);
		x->n++;
	}
	return peek_ended(x);
}

/* a class over the subsystem's lock wrapper: it holds what the wrapper locks */
DEFINE_LOCK_GUARD_1(foo_wrapped, struct foo, foo_take(_T->lock), foo_give(_T->lock))

static void foo_take(struct foo *f)
{
	mutex_lock(&f->m);
}

static int peek_wrapped(struct foo *x)
{
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

/* quiet */
SYSCALL_DEFINE1(s_wrapped, int, n)
{
	struct foo *x = foo_of(n);

	guard(foo_wrapped)(x);
	return peek_wrapped(x);
}
