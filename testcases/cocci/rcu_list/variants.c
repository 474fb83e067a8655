/*
 * check-name: rcu_list: the _continue, _from and hlist_nulls iterators
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * In 6.1 lockdep does not check these (no __list_check_rcu()), but they need
 * a reader all the same.
 *
 * check-output-start
 * rcucheck	access	variants.c	22	2	variants	rcu-list	any	-	-	entry	&x->mutex	list_for_each_entry_continue_rcu(b, &x->list, node)
 * rcucheck	access	variants.c	24	2	variants	rcu-list	any	-	-	entry	&x->mutex	list_for_each_entry_from_rcu(b, &x->list, node)
 * rcucheck	access	variants.c	26	2	variants	rcu-list	any	-	-	entry	&x->mutex	hlist_for_each_entry_continue_rcu(z, hnode)
 * rcucheck	access	variants.c	28	2	variants	rcu-list	any	-	-	entry	&x->mutex	hlist_for_each_entry_from_rcu(z, hnode)
 * rcucheck	access	variants.c	30	2	variants	rcu-list	any	-	-	entry	&x->mutex	hlist_nulls_for_each_entry_rcu(z, n, &x->nulls, nnode)
 * check-output-end
 */
int variants(struct foo *x, struct bar *b, struct baz *z)
{
	struct hlist_nulls_node *n;
	int sum = 0;

	mutex_lock(&x->mutex);
	list_for_each_entry_continue_rcu(b, &x->list, node)
		sum += b->v;
	list_for_each_entry_from_rcu(b, &x->list, node)
		sum += b->v;
	hlist_for_each_entry_continue_rcu(z, hnode)
		sum += z->v;
	hlist_for_each_entry_from_rcu(z, hnode)
		sum += z->v;
	hlist_nulls_for_each_entry_rcu(z, n, &x->nulls, nnode)
		sum += z->v;
	mutex_unlock(&x->mutex);
	return sum;
}
