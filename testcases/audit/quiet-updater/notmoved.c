// Not proved for rcu_head_requeue.cocci: between the queueing and the
// free, a field of the object named like its variable is assigned and
// another variable given it, but the object stays (spatch prints the
// free).
struct foo {
	struct rcu_head rcu;
	struct foo *x;
};

static void foo_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct foo, rcu));
}

void foo_twice(struct foo *x)
{
	struct foo *y;

	call_rcu(&x->rcu, foo_free_rcu);
	x->x = NULL;
	y = x;
	kfree(x);
}
