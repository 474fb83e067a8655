// Not proved for rcu_reclaim.cocci (spatch prints a fact): the old value
// of the pointer published, read before the publish, freed at once.
struct item {
	int v;
};

struct holder {
	struct item __rcu *a;
};

void holder_replace(struct holder *d, struct item *n)
{
	struct item *old = rcu_dereference_protected(d->a, 1);

	rcu_assign_pointer(d->a, n);
	kfree(old);
}
