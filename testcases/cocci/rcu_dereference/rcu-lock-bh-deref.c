/*
 * check-name: rcu_dereference: rcu_dereference_bh() under rcu_read_lock() is reported
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	rcu-lock-bh-deref.c	15	6	rcu_reader_bh_deref	rcu-dereference	bh	-	-	entry	rcu_read_lock()	rcu_dereference_bh(x->b)
 * check-output-end
 */
int rcu_reader_bh_deref(struct foo *x)
{
	struct bar *b;
	int v;

	rcu_read_lock();
	b = rcu_dereference_bh(x->b);
	v = b->v;
	rcu_read_unlock();
	return v;
}
