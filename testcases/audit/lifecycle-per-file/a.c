// The first file spatch works: a helper that waits for a grace period,
// one that frees its parameter, and a cache created SLAB_TYPESAFE_BY_RCU.
// All three are this file's: none of them says anything of b.c.
struct foo {
	struct list_head node;
	struct rcu_head rcu;
};

static struct kmem_cache *foo_cache;

static void foo_wait(void)
{
	synchronize_rcu();
}

static void foo_put(struct foo *f)
{
	kfree(f);
}

int foo_init(void)
{
	foo_cache = KMEM_CACHE(foo, SLAB_TYPESAFE_BY_RCU);
	return foo_cache ? 0 : -ENOMEM;
}

static void foo_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct foo, rcu));
}

void foo_retire(struct foo *f)
{
	list_del_rcu(&f->node);
	call_rcu(&f->rcu, foo_free_rcu);
}

void foo_del(struct foo *f)
{
	list_del_rcu(&f->node);
	foo_wait();
	foo_put(f);
}
