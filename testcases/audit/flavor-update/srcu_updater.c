/* The foo list's updater waits for plain RCU only: its SRCU readers race (positive). */
struct foo {
	struct list_head node;
	int key;
	struct rcu_head rcu;
};
static DEFINE_MUTEX(foo_lock);

void foo_del(struct foo *f)
{
	mutex_lock(&foo_lock);
	list_del_rcu(&f->node);
	mutex_unlock(&foo_lock);
	synchronize_rcu();
	kfree(f);
}

/* kfree_rcu() of an SRCU-read object: the same mistake, deferred (positive; one report per function). */
void foo_del_deferred(struct foo *f)
{
	mutex_lock(&foo_lock);
	list_del_rcu(&f->node);
	mutex_unlock(&foo_lock);
	kfree_rcu(f, rcu);
}
