/*
 * check-name: rcu_reclaim: an object unlinked and freed with no grace period between
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_reclaim.cocci -D rcucheck $file
 *
 * list_del_rcu() then kfree() under the update lock (the lock keeps
 * other updaters out, not readers); hlist_del_rcu() then
 * kmem_cache_free() where only one path waits; a static helper of the
 * file that frees its parameter (one call deeper), also when it frees it
 * on some path only, in a loop over a list (6.1's free_pd() in
 * kernel/sched/topology.c).
 *
 * check-output-start
 * rcucheck	access	unlink-free.c	69	2	del_bad_list_helper	rcu-reclaim-no-gp	rcu	-	-	local	-	foo_free_list(f)	f is unlinked by hlist_del_rcu() at line 68 and freed with no grace period between: readers may still hold it
 * rcucheck	access	unlink-free.c	55	2	del_bad_helper	rcu-reclaim-no-gp	rcu	-	-	local	-	foo_release(f)	f is unlinked by list_del_rcu() at line 54 and freed with no grace period between: readers may still hold it
 * rcucheck	access	unlink-free.c	49	2	del_bad	rcu-reclaim-no-gp	rcu	-	-	local	-	kfree(f)	f is unlinked by list_del_rcu() at line 47 and freed with no grace period between: readers may still hold it
 * rcucheck	access	unlink-free.c	63	2	del_bad_path	rcu-reclaim-no-gp	rcu	-	-	local	-	kmem_cache_free(foo_cache, f)	f is unlinked by hlist_del_rcu() at line 60 and freed with no grace period between: readers may still hold it
 * check-output-end
 */
struct foo {
	struct list_head node;
	struct hlist_node hnode;
	struct rcu_head rcu;
	struct foo *next;
	int v;
};

static void foo_release(struct foo *f)
{
	kfree(f->name);
	kfree(f);
}

static void foo_free_list(struct foo *f)
{
	struct foo *next;

	while (f) {
		next = f->next;
		kfree(f);
		f = next;
	}
}

void del_bad(struct foo *f)
{
	spin_lock(&foo_lock);
	list_del_rcu(&f->node);
	spin_unlock(&foo_lock);
	kfree(f);
}

void del_bad_helper(struct foo *f)
{
	list_del_rcu(&f->node);
	foo_release(f);
}

void del_bad_path(struct foo *f, int fast)
{
	hlist_del_rcu(&f->hnode);
	if (!fast)
		synchronize_rcu();
	kmem_cache_free(foo_cache, f);
}

void del_bad_list_helper(struct foo *f)
{
	hlist_del_rcu(&f->hnode);
	foo_free_list(f);
}
