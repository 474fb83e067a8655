// The second file: functions named like a.c's helpers, and a cache of
// the same name, are another file's (extern, or static and not the same):
// foo_wait() here waits for nothing rcucheck can see, foo_put() frees
// nothing it can see, and foo_cache is no typesafe cache of this file.
struct foo {
	struct list_head node;
	struct rcu_head rcu;
};

static struct kmem_cache *foo_cache;

void foo_wait(void);
void foo_put(struct foo *f);

void bar_del(struct foo *f)
{
	list_del_rcu(&f->node);
	foo_wait();
	kfree(f);
}

void bar_cache_del(struct foo *f)
{
	list_del_rcu(&f->node);
	kmem_cache_free(foo_cache, f);
}

void bar_retire(struct foo *f)
{
	call_rcu(&f->rcu, NULL);
	foo_put(f);
}
