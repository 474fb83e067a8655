// Not proved for rcu_head_requeue.cocci (spatch prints a fact): the head
// of d->a queued, then d->a freed at once; and of d->b, then (d->b) freed,
// which spatch takes for another expression (measured: no fact for that
// one) and the proof, leaving parentheses out, for the same.
struct bar {
	struct rcu_head rcu;
};

struct holder {
	struct bar *a, *b;
};

static void bar_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct bar, rcu));
}

void holder_drop(struct holder *d)
{
	call_rcu(&d->a->rcu, bar_free_rcu);
	kfree(d->a);
}

void holder_drop_b(struct holder *d)
{
	call_rcu(&d->b->rcu, bar_free_rcu);
	kfree((d->b));
}
