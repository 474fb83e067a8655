// Proved quiet for rcu_head_requeue.cocci since the twenty-third session:
// the rule's helpers are the functions that pass a parameter to a
// queueing or a free themselves, at the primitive's argument (its queuer
// and freer rules, learned before it asks of them), and a call of one is
// about that parameter alone. bar_release() queues through a helper of
// a helper (no helper of the rule's) and then frees; bar_pair() queues
// two objects by a helper whose other argument, a constant, is the same
// in both calls (taken before for what they queue: any argument was).
struct bar {
	struct rcu_head rcu;
	int id;
};

static void bar_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct bar, rcu));
}

static void bar_defer(struct bar *b, int why)
{
	b->id = why;
	call_rcu(&b->rcu, bar_free_rcu);
}

static void bar_defer_later(struct bar *b)
{
	bar_defer(b, 1);
}

void bar_release(struct bar *b)
{
	bar_defer_later(b);
	kfree(b);
}

void bar_pair(struct bar *x, struct bar *y)
{
	bar_defer(x, 0);
	bar_defer(y, 0);
}
