// Proved quiet for rcu_head_requeue.cocci: two objects' heads of one
// field name queued one after the other (a field's name is no object's),
// the cursor given another object between a queueing and a free, and
// two loops over one cursor (the rule's "when != E = F" and "when !=
// It(E, ...) St"). Refused before the twenty-first session.
struct foo {
	struct list_head node;
	struct rcu_head rcu;
	struct foo *next;
};

static void foo_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct foo, rcu));
}

void foo_pair(struct foo *a, struct foo *b)
{
	call_rcu(&a->rcu, foo_free_rcu);
	call_rcu(&b->rcu, foo_free_rcu);
}

void foo_chain(struct foo *x)
{
	call_rcu(&x->rcu, foo_free_rcu);
	x = x->next;
	kfree(x);
}

void foo_lists(struct list_head *l1, struct list_head *l2)
{
	struct foo *x;

	list_for_each_entry(x, l1, node)
		call_rcu(&x->rcu, foo_free_rcu);
	list_for_each_entry(x, l2, node)
		call_rcu(&x->rcu, foo_free_rcu);
}
