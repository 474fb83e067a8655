// An updater that frees an unlinked entry at once, another that queues
// an rcu_head twice, and one that does it right; the reader's callers
// hold nothing, which changes nothing for the update side's rules.
struct foo {
	struct list_head node;
	struct rcu_head rcu;
	int v;
};

static LIST_HEAD(foos);
static DEFINE_SPINLOCK(foo_lock);

static void foo_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct foo, rcu));
}

void foo_del(struct foo *f)
{
	spin_lock(&foo_lock);
	list_del_rcu(&f->node);
	spin_unlock(&foo_lock);
	kfree(f);
}

int foo_retire(struct foo *f, int err)
{
	spin_lock(&foo_lock);
	list_del_rcu(&f->node);
	spin_unlock(&foo_lock);
	call_rcu(&f->rcu, foo_free_rcu);
	if (err)
		goto undo;
	return 0;
undo:
	call_rcu(&f->rcu, foo_free_rcu);
	return err;
}

void foo_del_ok(struct foo *f)
{
	spin_lock(&foo_lock);
	list_del_rcu(&f->node);
	spin_unlock(&foo_lock);
	kfree_rcu(f, rcu);
}

// hash_del_rcu() is <linux/hashtable.h>'s hlist_del_init_rcu(): an unlink
struct bar {
	struct hlist_node hnode;
	struct rcu_head rcu;
};

static DEFINE_HASHTABLE(bars, 4);

void bar_del(struct bar *b)
{
	hash_del_rcu(&b->hnode);
	kfree(b);
}

void bar_del_ok(struct bar *b)
{
	hash_del_rcu(&b->hnode);
	synchronize_rcu();
	kfree(b);
}
