/*
 * check-name: rcu_pointer_lifetime: what is held at each kind of rcu_access_pointer() dereference
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * Each of the three forms (rcu_access_pointer(p)->f; x = ...; x->f;
 * T x = ...; x->f) under a spinlock, under rtnl_lock() or ASSERT_RTNL(),
 * inside a reader on every path (HELD "rcu_read_lock()"), and after a
 * reader's unlock or with one path outside a reader (nothing held): the
 * checks of what is held run only at the dereferences recorded, one
 * rule for each form, so each form is pinned here. The address of a
 * field (&b->lock) is no dereference in any of them.
 *
 * check-output-start
 * rcucheck	access	access-pointer-context.c	38	6	direct_locked	rcu-access-pointer-deref	-	-	-	local	&x->lock	rcu_access_pointer(x->b)->v
 * rcucheck	access	access-pointer-context.c	72	6	direct_reader	rcu-access-pointer-deref	-	-	-	local	rcu_read_lock()	rcu_access_pointer(x->b)->v
 * rcucheck	access	access-pointer-context.c	99	7	decl_after_unlock	rcu-access-pointer-deref	-	-	-	local	-	b->v
 * rcucheck	access	access-pointer-context.c	61	7	decl_rtnl	rcu-access-pointer-deref	-	-	-	local	&rtnl_mutex	b->v
 * rcucheck	access	access-pointer-context.c	113	9	var_one_path_outside	rcu-access-pointer-deref	-	-	-	local	-	b->v
 * rcucheck	access	access-pointer-context.c	84	6	var_reader	rcu-access-pointer-deref	-	-	-	local	rcu_read_lock()	b->v
 * rcucheck	access	access-pointer-context.c	50	9	var_rtnl	rcu-access-pointer-deref	-	-	-	local	&b->lock, &rtnl_mutex	b->v
 * check-output-end
 */
struct bar {
	int v;
	spinlock_t lock;
};

struct foo {
	struct bar __rcu *b;
	spinlock_t lock;
};

int direct_locked(struct foo *x)
{
	int v;

	spin_lock(&x->lock);
	v = rcu_access_pointer(x->b)->v;
	spin_unlock(&x->lock);
	return v;
}

int var_rtnl(struct foo *x)
{
	struct bar *b;

	ASSERT_RTNL();
	b = rcu_access_pointer(x->b);
	spin_lock(&b->lock);
	return b->v;
}

int decl_rtnl(struct foo *x)
{
	int v;

	rtnl_lock();
	{
		struct bar *b = rcu_access_pointer(x->b);

		v = b->v;
	}
	rtnl_unlock();
	return v;
}

int direct_reader(struct foo *x)
{
	int v;

	rcu_read_lock();
	v = rcu_access_pointer(x->b)->v;
	rcu_read_unlock();
	return v;
}

int var_reader(struct foo *x)
{
	struct bar *b;
	int v;

	rcu_read_lock();
	b = rcu_access_pointer(x->b);
	v = b->v;
	rcu_read_unlock();
	return v;
}

int decl_after_unlock(struct foo *x)
{
	int v;

	rcu_read_lock();
	v = 0;
	rcu_read_unlock();
	{
		struct bar *b = rcu_access_pointer(x->b);

		v = b->v;
	}
	return v;
}

int var_one_path_outside(struct foo *x, int c)
{
	struct bar *b;

	if (c)
		rcu_read_lock();
	b = rcu_access_pointer(x->b);
	if (c)
		rcu_read_unlock();
	return b->v;
}
