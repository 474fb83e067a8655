/*
 * check-name: rcu_head_requeue: quiet for one queueing per path, a loop, a barrier, another object
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_head_requeue.cocci -D rcucheck $file
 *
 * call_rcu() on one branch and kfree_rcu() on the other; call_rcu() in a
 * loop over a list (each turn another object); rcu_barrier() between two
 * queueings; the pointer given another object before the free; another
 * object freed.
 *
 * check-output-start
 * check-output-end
 */
struct foo {
	struct list_head node;
	struct rcu_head rcu;
	struct foo *next;
	char *name;
	int v;
};

static void foo_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct foo, rcu));
}

void once(struct foo *f, int err)
{
	if (err)
		call_rcu(&f->rcu, foo_free_rcu);
	else
		kfree_rcu(f, rcu);
}

void loop(struct list_head *h)
{
	struct foo *f, *n;

	list_for_each_entry_safe(f, n, h, node) {
		list_del_rcu(&f->node);
		call_rcu(&f->rcu, foo_free_rcu);
	}
}

void barrier(struct foo *f)
{
	call_rcu(&f->rcu, foo_free_rcu);
	rcu_barrier();
	call_rcu(&f->rcu, foo_free_rcu);
}

void reassigned(struct foo *f)
{
	call_rcu(&f->rcu, foo_free_rcu);
	f = f->next;
	kfree(f);
}

void other_object(struct foo *f, struct foo *g)
{
	call_rcu(&f->rcu, foo_free_rcu);
	kfree(g);
}
