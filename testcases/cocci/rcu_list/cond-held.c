/*
 * check-name: rcu_list: a lockdep condition whose lock is held is quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * srcu_read_lock(ssp) acquires ssp's lockdep map, so lockdep_is_held(ssp) is
 * true inside it (kernel/events/core.c walks &pmus that way).
 *
 * check-output-start
 * check-output-end
 */
int sum_cond(struct foo *x)
{
	struct bar *b;
	int n = 0;

	mutex_lock(&x->mutex);
	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
		n += b->v;
	mutex_unlock(&x->mutex);
	return n;
}

static int sum_asserted(struct foo *x)
{
	struct bar *b;
	int n = 0;

	lockdep_assert_held(&x->mutex);
	hlist_for_each_entry_rcu(b, &x->hlist, hnode, lockdep_is_held(&x->mutex))
		n += b->v;
	return n;
}

int sum_srcu_struct(struct foo *x)
{
	struct bar *b;
	int idx, n = 0;

	idx = srcu_read_lock(&x->srcu);
	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->srcu))
		n += b->v;
	srcu_read_unlock(&x->srcu, idx);
	return n;
}
