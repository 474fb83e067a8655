// Not proved, and spatch prints a fact for each rule: the free and the
// queueing are calls of the file's helpers, foo_put() (frees its
// parameter) and foo_defer() (queues its head).
struct foo {
	struct list_head node;
	struct rcu_head rcu;
};

static void foo_put(struct foo *f)
{
	kfree(f);
}

static void foo_free_rcu(struct rcu_head *h)
{
	foo_put(container_of(h, struct foo, rcu));
}

static void foo_defer(struct foo *f)
{
	call_rcu(&f->rcu, foo_free_rcu);
}

void foo_del(struct foo *f)
{
	list_del_rcu(&f->node);
	foo_put(f);
}

void foo_retire(struct foo *f)
{
	foo_defer(f);
	foo_put(f);
}
