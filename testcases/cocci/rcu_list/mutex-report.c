/*
 * check-name: rcu_list: report mode, traversal under a mutex
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D report $file
 *
 * check-output-start
 * mutex-report.c:15:1-24: list_for_each_entry_rcu(b, &x->list, node) outside an RCU reader (rcu_read_lock_any_held()); held instead: &x->mutex
 * check-output-end
 */
int sum_mutex(struct foo *x)
{
	struct bar *b;
	int n = 0;

	mutex_lock(&x->mutex);
	list_for_each_entry_rcu(b, &x->list, node)
		n += b->v;
	mutex_unlock(&x->mutex);
	return n;
}
