// Proved quiet for both rules: the unlink, the free and the queueing are
// each in a function of their own (one call_rcu() a function).
struct foo {
	struct list_head node;
	struct rcu_head rcu;
};

static void foo_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct foo, rcu));
}

void foo_unlink(struct foo *f)
{
	list_del_rcu(&f->node);
}

void foo_release(struct foo *f)
{
	call_rcu(&f->rcu, foo_free_rcu);
}

void foo_drop(struct foo *f)
{
	kfree(f);
}
