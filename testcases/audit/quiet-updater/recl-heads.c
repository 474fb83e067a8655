// Proved quiet for rcu_reclaim.cocci since the twenty-third session: the
// unlinked rule frees its E itself (un(&E->fld), then fr(es, E)), and a
// helper's call is about the parameter the helper frees. holder_unlink()
// unlinks d->a's node and frees d->b, which share d (taken for one object
// before); holder_put() unlinks x and frees y through a helper whose other
// argument is x (any argument was the helper's object before);
// holder_swap() publishes a new b and frees the old a it read (what the
// replaced rule frees is the old value of the pointer published: any
// variable the function assigns was before).
struct item {
	struct list_head node;
};

struct holder {
	struct item __rcu *a, *b;
};

static void item_put(struct item *it, struct item *hint)
{
	kfree(it);
}

void holder_unlink(struct holder *d)
{
	list_del_rcu(&d->a->node);
	kfree(d->b);
}

void holder_put(struct item *x, struct item *y)
{
	list_del_rcu(&x->node);
	item_put(y, x);
}

void holder_swap(struct holder *d, struct item *n)
{
	struct item *old = rcu_dereference_protected(d->a, 1);

	rcu_assign_pointer(d->b, n);
	kfree(old);
}
