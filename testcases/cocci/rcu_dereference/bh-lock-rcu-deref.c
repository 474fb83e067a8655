/*
 * check-name: rcu_dereference: rcu_read_lock_bh() does not cover rcu_dereference()
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	bh-lock-rcu-deref.c	15	6	bh_reader	rcu-dereference	rcu	-	-	entry	rcu_read_lock_bh()	rcu_dereference(x->b)
 * check-output-end
 */
int bh_reader(struct foo *x)
{
	struct bar *b;
	int v;

	rcu_read_lock_bh();
	b = rcu_dereference(x->b);
	v = b->v;
	rcu_read_unlock_bh();
	return v;
}
