/*
 * check-name: rcu_list: a traversal after rcu_read_unlock() names the unlock's line
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	after-unlock.c	18	2	after	rcu-list	any	-	-	17	-	list_for_each_entry_rcu(b, &x->list, node)
 * check-output-end
 */
int after(struct foo *x)
{
	struct bar *b;
	int n = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(b, &x->list, node)
		n += b->v;
	rcu_read_unlock();
	list_for_each_entry_rcu(b, &x->list, node)
		n -= b->v;
	return n;
}
