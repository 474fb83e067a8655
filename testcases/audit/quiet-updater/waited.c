// Proved quiet for both rules by their paths: the free follows a grace
// period (synchronize_rcu()) on every path from the unlink, and the free
// after a queueing follows rcu_barrier() (the callback has run).
struct foo {
	struct list_head node;
	struct rcu_head rcu;
};

static void foo_cb(struct rcu_head *h)
{
}

void foo_del(struct foo *f)
{
	list_del_rcu(&f->node);
	synchronize_rcu();
	kfree(f);
}

void foo_flush(struct foo *f)
{
	call_rcu(&f->rcu, foo_cb);
	rcu_barrier();
	kfree(f);
}
