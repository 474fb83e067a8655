/*
 * check-name: rcu_list: conditions the callers must make true are facts
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	cond-facts.c	15	2	sum_callers	rcu-list	any	-	lockdep_is_held(&x->mutex)	entry	-	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
 * rcucheck	access	cond-facts.c	17	2	sum_callers	rcu-list	any	-	refcount_read(&x->users) == 0	entry	-	list_for_each_entry_rcu(b, &x->list, node, refcount_read(&x->users) == 0)
 * check-output-end
 */
static int sum_callers(struct foo *x)
{
	struct bar *b;
	int n = 0;

	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
		n += b->v;
	list_for_each_entry_rcu(b, &x->list, node, refcount_read(&x->users) == 0)
		n += b->v;
	return n;
}
