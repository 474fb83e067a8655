/*
 * The update side's rules learn the file's helpers: a trimmed copy keeps
 * the functions a kept one calls (rcu_reclaim.cocci: tbu_free(), which
 * frees its parameter) and, for rcu_head_requeue.cocci, the functions
 * that call a kept one (tbu_twice() queues through tbu_queue() twice)
 * and a cache created SLAB_TYPESAFE_BY_RCU (tbu_init()). Without them
 * the two rows below are lost, and a free to the typesafe cache is
 * reported. A helper defined in both branches of an #ifdef is kept in
 * both: the first frees its parameter (tbu_remove2()'s row).
 */
#include <linux/rculist.h>
#include <linux/slab.h>
#include <linux/rcupdate.h>

struct tbu { struct list_head node; struct rcu_head rcu; int v; };
static struct kmem_cache *tbu_ts;

static void tbu_free(struct tbu *e)
{
	kfree(e);
}

/* unlinked, then freed by the helper with no grace period: a row */
void tbu_remove(struct tbu *e)
{
	list_del_rcu(&e->node);
	tbu_free(e);
}

static void tbu_cb(struct rcu_head *h)
{
	kfree(container_of(h, struct tbu, rcu));
}

static void tbu_queue(struct tbu *e)
{
	call_rcu(&e->rcu, tbu_cb);
}

/* the head queued twice through the helper: a row */
void tbu_twice(struct tbu *e)
{
	tbu_queue(e);
	tbu_queue(e);
}

int tbu_init(void)
{
	tbu_ts = kmem_cache_create("tbu", sizeof(struct tbu), 0, SLAB_TYPESAFE_BY_RCU, NULL);
	return tbu_ts ? 0 : -ENOMEM;
}

/* freed at once to a typesafe cache: by design, no row */
void tbu_remove_ts(struct tbu *e)
{
	list_del_rcu(&e->node);
	kmem_cache_free(tbu_ts, e);
}

int tbu_plain(int a)
{
	return a + 1;
}

#ifdef CONFIG_TBU_FREE_AT_ONCE
static void tbu_release(struct tbu *e)
{
	kfree(e);
}
#else
static void tbu_release(struct tbu *e)
{
	e->v = 0;
}
#endif

/* unlinked, then freed by the first definition of the helper: a row */
void tbu_remove2(struct tbu *e)
{
	list_del_rcu(&e->node);
	tbu_release(e);
}
