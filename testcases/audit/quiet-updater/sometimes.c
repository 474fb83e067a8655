// Not proved: the grace period is waited on one path only (the test is
// not of the freed object), so some path frees the unlinked object at
// once; spatch prints it.
struct foo {
	struct list_head node;
	struct rcu_head rcu;
};

void foo_del(struct foo *f, bool slow)
{
	list_del_rcu(&f->node);
	if (slow)
		synchronize_rcu();
	kfree(f);
}
