struct obj { int v; int locked; };
struct holder { struct obj __rcu *obj; };

/* Inside the tree's wrapper reader: quiet. */
SYSCALL_DEFINE1(peek_wrapped, int, n)
{
	struct holder *h = holder_of(n);
	int v;

	rcu_read_lock_dont_migrate();
	v = rcu_dereference(h->obj)->v;
	rcu_read_unlock_migrate();
	return v;
}

static int peek(struct holder *h)
{
	return rcu_dereference(h->obj)->v;
}

/* A caller inside the wrapper reader: quiet. */
SYSCALL_DEFINE1(peek_call, int, n)
{
	int v;

	rcu_read_lock_dont_migrate();
	v = peek(holder_of(n));
	rcu_read_unlock_migrate();
	return v;
}

/* After the wrapper's unlock: reported, with the unlock's line. */
SYSCALL_DEFINE1(peek_after, int, n)
{
	struct holder *h = holder_of(n);
	int v;

	rcu_read_lock_dont_migrate();
	v = h->obj != NULL;
	rcu_read_unlock_migrate();
	return v + rcu_dereference(h->obj)->v;
}

/* A wrapper that takes the reader on some ways only: reported. */
SYSCALL_DEFINE1(peek_maybe, int, n)
{
	struct holder *h = holder_of(n);

	foo_maybe_lock();
	return rcu_dereference(h->obj)->v;
}

/* A pointer used after the wrapper's unlock: reported at the wrapper's line. */
SYSCALL_DEFINE1(peek_late, int, n)
{
	struct holder *h = holder_of(n);
	struct obj *o;

	rcu_read_lock_dont_migrate();
	o = rcu_dereference(h->obj);
	rcu_read_unlock_migrate();
	return o->v;
}
