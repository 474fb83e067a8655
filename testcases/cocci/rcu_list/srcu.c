/*
 * check-name: rcu_list: list_for_each_entry_srcu() needs its condition
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * Only the condition counts (__list_check_srcu()), not rcu_read_lock(). With
 * no srcu_read_lock_held() in it, FLAVOR is "protected", as for
 * rcu_dereference_protected().
 *
 * check-output-start
 * rcucheck	access	srcu.c	48	2	updater	rcu-list	protected	-	lockdep_is_held(&x->slots_lock)	46	rcu_read_lock()	hlist_for_each_entry_srcu(b, &x->hlist, hnode, lockdep_is_held(&x->slots_lock))
 * rcucheck	access	srcu.c	32	2	wrong	rcu-list	srcu	&x->srcu	srcu_read_lock_held(&x->srcu)	entry	srcu_read_lock(&x->other_srcu)	list_for_each_entry_srcu(b, &x->list, node, srcu_read_lock_held(&x->srcu))
 * check-output-end
 */
int right(struct foo *x)
{
	struct bar *b;
	int idx, n = 0;

	idx = srcu_read_lock(&x->srcu);
	list_for_each_entry_srcu(b, &x->list, node, srcu_read_lock_held(&x->srcu))
		n += b->v;
	srcu_read_unlock(&x->srcu, idx);
	return n;
}

int wrong(struct foo *x)
{
	struct bar *b;
	int idx, n = 0;

	idx = srcu_read_lock(&x->other_srcu);
	list_for_each_entry_srcu(b, &x->list, node, srcu_read_lock_held(&x->srcu))
		n += b->v;
	srcu_read_unlock(&x->other_srcu, idx);
	return n;
}

int updater(struct foo *x)
{
	struct bar *b;
	int n = 0;

	mutex_lock(&x->slots_lock);
	list_for_each_entry_srcu(b, &x->list, node, srcu_read_lock_held(&x->srcu) || lockdep_is_held(&x->slots_lock))
		n += b->v;
	mutex_unlock(&x->slots_lock);
	rcu_read_lock();
	hlist_for_each_entry_srcu(b, &x->hlist, hnode, lockdep_is_held(&x->slots_lock))
		n += b->v;
	rcu_read_unlock();
	return n;
}
