/*
 * check-name: rcu_reclaim: an object of a cache the file creates SLAB_TYPESAFE_BY_RCU may be freed at once; another cache's, and an unlink before a loop that moves the cursor, as before
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_reclaim.cocci -D rcucheck $file
 *
 * 6.1's i915_sched_node_fini(): list_del_rcu(), then a helper that
 * kmem_cache_free()s to slab_dependencies, which the file creates with
 * KMEM_CACHE(..., SLAB_TYPESAFE_BY_RCU): its readers recheck what they
 * find, by design, so the free needs no grace period. The same with
 * kmem_cache_create() and the flag among others. Reported still: the
 * same shape with a cache created without the flag; and a list_del_rcu()
 * then a kfree() in the same turn of a loop. Not reported: a free in a
 * second loop with the same cursor (another object).
 *
 * check-output-start
 * rcucheck	access	typesafe.c	77	3	two_loops	rcu-reclaim-no-gp	rcu	-	-	local	-	kfree(p)	p is unlinked by list_del_rcu() at line 76 and freed with no grace period between: readers may still hold it
 * rcucheck	access	typesafe.c	65	3	plain_fini	rcu-reclaim-no-gp	rcu	-	-	local	-	plain_free(p)	p is unlinked by list_del_rcu() at line 64 and freed with no grace period between: readers may still hold it
 * check-output-end
 */
struct dep {
	struct list_head link;
	int flags;
};

static struct kmem_cache *slab_deps;
static struct kmem_cache *slab_nodes;
static struct kmem_cache *slab_plain;

static void dep_free(struct dep *d)
{
	kmem_cache_free(slab_deps, d);
}

static void plain_free(struct dep *d)
{
	kmem_cache_free(slab_plain, d);
}

void deps_fini(struct list_head *h)
{
	struct dep *d, *t;

	list_for_each_entry_safe(d, t, h, link) {
		list_del_rcu(&d->link);
		if (d->flags)
			dep_free(d);
	}
}

void nodes_fini(struct list_head *h)
{
	struct dep *d, *t;

	list_for_each_entry_safe(d, t, h, link) {
		list_del_rcu(&d->link);
		kmem_cache_free(slab_nodes, d);
	}
}

void plain_fini(struct list_head *h)
{
	struct dep *p, *t;

	list_for_each_entry_safe(p, t, h, link) {
		list_del_rcu(&p->link);
		plain_free(p);
	}
}

void two_loops(struct list_head *a, struct list_head *b)
{
	struct dep *p, *t;

	list_for_each_entry_safe(p, t, a, link)
		list_del_rcu(&p->link);
	list_for_each_entry_safe(p, t, b, link) {
		list_del_rcu(&p->link);
		kfree(p);
	}
	list_for_each_entry_safe(p, t, a, link)
		kfree(p);
}

int __init deps_init(void)
{
	slab_deps = KMEM_CACHE(dep, SLAB_HWCACHE_ALIGN | SLAB_TYPESAFE_BY_RCU);
	slab_nodes = kmem_cache_create("nodes", sizeof(struct dep), 0,
				       SLAB_TYPESAFE_BY_RCU | SLAB_RECLAIM_ACCOUNT, NULL);
	slab_plain = kmem_cache_create("plain", sizeof(struct dep), 0, SLAB_HWCACHE_ALIGN, NULL);
	if (!slab_deps || !slab_nodes || !slab_plain)
		return -ENOMEM;
	return 0;
}
