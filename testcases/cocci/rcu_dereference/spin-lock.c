/*
 * check-name: rcu_dereference: a spinlock is no RCU reader
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	spin-lock.c	15	6	under_spinlock	rcu-dereference	rcu	-	-	entry	&x->lock	rcu_dereference(x->b)
 * check-output-end
 */
int under_spinlock(struct foo *x)
{
	struct bar *b;
	int v;

	spin_lock(&x->lock);
	b = rcu_dereference(x->b);
	v = b->v;
	spin_unlock(&x->lock);
	return v;
}
