/*
 * check-name: rcu_dereference: an access after rcu_read_unlock() names the unlock's line
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	after-unlock.c	16	7	after_unlock	rcu-dereference	rcu	-	-	15	-	rcu_dereference(x->c)
 * check-output-end
 */
int after_unlock(struct foo *x)
{
	int v;

	rcu_read_lock();
	v = rcu_dereference(x->b)->v;
	rcu_read_unlock();
	v += rcu_dereference(x->c)->v;
	return v;
}
