/*
 * check-name: rcu_reclaim: quiet where a grace period separates the unlink from the free
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_reclaim.cocci -D rcucheck $file
 *
 * synchronize_rcu() between; kfree_rcu(); call_rcu() whose callback
 * frees; a static helper of the file that waits; an SRCU domain's
 * synchronize_srcu(); an object that was never published (freed on an
 * error path before list_add_rcu()); the pointer given another object
 * before the free; a header's wrapper that waits
 * (tracepoint_synchronize_unregister(), 6.1's kernel/trace/trace_eprobe.c);
 * a teardown whose container was unpublished and waited for before its
 * entries are unlinked and freed (6.1's dev_map_free()).
 *
 * check-output-start
 * check-output-end
 */
struct foo {
	struct list_head node;
	struct rcu_head rcu;
	struct foo *next_free;
	int v;
};

static void foo_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct foo, rcu));
}

static void foo_wait(void)
{
	synchronize_rcu_expedited();
}

void del_sync(struct foo *f)
{
	list_del_rcu(&f->node);
	synchronize_rcu();
	kfree(f);
}

void del_helper_wait(struct foo *f)
{
	list_del_rcu(&f->node);
	foo_wait();
	kfree(f);
}

void del_kfree_rcu(struct foo *f)
{
	list_del_rcu(&f->node);
	kfree_rcu(f, rcu);
}

void del_call_rcu(struct foo *f)
{
	list_del_rcu(&f->node);
	call_rcu(&f->rcu, foo_free_rcu);
}

void del_srcu(struct foo *f)
{
	mutex_lock(&foo_mutex);
	list_del_rcu(&f->node);
	mutex_unlock(&foo_mutex);
	synchronize_srcu(&foo_srcu);
	kfree(f);
}

int never_published(struct foo *f, struct list_head *h)
{
	struct foo *n = kmalloc(sizeof(*n), GFP_KERNEL);

	if (!n)
		return -ENOMEM;
	if (f->v) {
		kfree(n);
		return -EINVAL;
	}
	list_add_rcu(&n->node, h);
	return 0;
}

void reassigned(struct foo *f)
{
	list_del_rcu(&f->node);
	f = f->next_free;
	kfree(f);
}

void del_tracepoint_sync(struct foo *f)
{
	list_del_rcu(&f->node);
	tracepoint_synchronize_unregister();
	kfree(f);
}

void table_free(struct table *t)
{
	struct foo *f;
	struct hlist_node *next;

	spin_lock(&table_lock);
	list_del_rcu(&t->list);
	spin_unlock(&table_lock);
	synchronize_rcu();

	hlist_for_each_entry_safe(f, next, &t->head, hnode) {
		hlist_del_rcu(&f->hnode);
		kfree(f);
	}
	kfree(t);
}
