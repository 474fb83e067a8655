// Proved quiet for rcu_head_requeue.cocci since the twenty-third session:
// the rule's E is the queued argument's (E of &E->fld, or the argument
// itself), and a second call must name that E again; two members of one
// object (&d->a->rcu, then d->b freed) share an identifier, d, and were
// taken for one head before. Parentheses are no part of E: (d->a) is d->a.
struct bar {
	struct rcu_head rcu;
};

struct holder {
	struct bar *a, *b;
	struct rcu_head rcu;
};

static void bar_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct bar, rcu));
}

void holder_release(struct holder *d)
{
	call_rcu(&d->a->rcu, bar_free_rcu);
	kfree(d->b);
}

void holder_swap(struct holder *d)
{
	call_rcu(&(d->a)->rcu, bar_free_rcu);
	call_rcu(&d->b->rcu, bar_free_rcu);
}
