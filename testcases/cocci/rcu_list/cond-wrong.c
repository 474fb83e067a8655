/*
 * check-name: rcu_list: a lockdep condition naming another lock than the one held
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	cond-wrong.c	15	2	sum_wrong	rcu-list	any	-	lockdep_is_held(&x->other_mutex)	entry	&x->mutex	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->other_mutex))
 * check-output-end
 */
int sum_wrong(struct foo *x)
{
	struct bar *b;
	int n = 0;

	mutex_lock(&x->mutex);
	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->other_mutex))
		n += b->v;
	mutex_unlock(&x->mutex);
	return n;
}
