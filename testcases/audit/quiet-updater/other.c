// Proved quiet for both rules: each function that unlinks or queues an
// object frees another (a teardown that unlinks an entry and frees its
// table's buffer; a queueing of the new entry and a free of the old
// copy's name), and the old value a publish replaces is not freed here.
struct foo {
	struct list_head node;
	struct rcu_head rcu;
	char *name;
};

struct table {
	struct foo __rcu *cur;
	void *buf;
};

static void foo_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct foo, rcu));
}

void table_drop(struct table *t, struct foo *f)
{
	list_del_rcu(&f->node);
	kfree(t->buf);
	t->buf = NULL;
}

void foo_rename(struct foo *f, struct foo *old)
{
	call_rcu(&old->rcu, foo_free_rcu);
	kfree(f->name);
}

void table_set(struct table *t, struct foo *n, void *buf)
{
	rcu_assign_pointer(t->cur, n);
	kfree(buf);
}
