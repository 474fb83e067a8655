struct obj { int v; };
struct holder { struct obj __rcu *obj; };

/*
 * Its own section nests in its caller's: after the rcu_read_unlock(),
 * the caller's reader still holds (the shape the 6.12 triage found).
 */
static int peek_nested(struct holder *h)
{
	struct obj *o;

	rcu_read_lock();
	o = rcu_dereference(h->obj);
	rcu_read_unlock();
	return o->v + rcu_dereference(h->obj)->v;
}

/* Its only caller holds the reader around it: quiet. */
SYSCALL_DEFINE1(peek_outer, int, n)
{
	int v;

	rcu_read_lock();
	v = peek_nested(holder_of(n));
	rcu_read_unlock();
	return v;
}

/* The same shape with a caller that holds nothing: reported, both. */
static int peek_alone(struct holder *h)
{
	struct obj *o;

	rcu_read_lock();
	o = rcu_dereference(h->obj);
	rcu_read_unlock();
	return o->v + rcu_dereference(h->obj)->v;
}

SYSCALL_DEFINE1(peek_bare, int, n)
{
	return peek_alone(holder_of(n));
}

/* One caller holds the reader, one does not: reported. */
static int peek_mixed(struct holder *h)
{
	struct obj *o;

	rcu_read_lock();
	o = rcu_dereference(h->obj);
	rcu_read_unlock();
	return o->v;
}

SYSCALL_DEFINE1(peek_mixed_in, int, n)
{
	int v;

	rcu_read_lock();
	v = peek_mixed(holder_of(n));
	rcu_read_unlock();
	return v;
}

SYSCALL_DEFINE1(peek_mixed_out, int, n)
{
	return peek_mixed(holder_of(n));
}
