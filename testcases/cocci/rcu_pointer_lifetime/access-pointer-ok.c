/*
 * check-name: rcu_pointer_lifetime: rcu_access_pointer() for comparisons is quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
bool has_b(struct foo *x)
{
	return rcu_access_pointer(x->b) != NULL;
}

int refetch(struct foo *x)
{
	struct bar *b = rcu_access_pointer(x->b);
	int v = 0;

	if (!b)
		return 0;
	rcu_read_lock();
	b = rcu_dereference(x->b);
	if (b)
		v = b->v;
	rcu_read_unlock();
	return v;
}

void replace(struct foo *x, struct bar *new)
{
	struct bar *old = rcu_access_pointer(x->b);

	if (old == new)
		return;
	rcu_assign_pointer(x->b, new);
	kfree_rcu(old, rcu);
}
