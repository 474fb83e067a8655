// Not proved: a queueing and then a free of the same object in one
// function, and a replace then a free (spatch prints both).
struct foo {
	struct rcu_head rcu;
	int v;
};

static struct foo __rcu *cur;

static void foo_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct foo, rcu));
}

void foo_retire(struct foo *f)
{
	call_rcu(&f->rcu, foo_free_rcu);
	kfree(f);
}

void foo_swap(struct foo *n)
{
	struct foo *old = rcu_dereference_protected(cur, 1);

	rcu_assign_pointer(cur, n);
	kfree(old);
}
