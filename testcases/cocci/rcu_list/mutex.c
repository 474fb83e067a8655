/*
 * check-name: rcu_list: traversal under a mutex is reported
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * A mutex does not disable preemption: rcu_read_lock_any_held() is false and
 * PROVE_RCU_LIST splats. The fix is the lockdep condition (cond-held.c).
 *
 * check-output-start
 * rcucheck	access	mutex.c	18	2	sum_mutex	rcu-list	any	-	-	entry	&x->mutex	list_for_each_entry_rcu(b, &x->list, node)
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
