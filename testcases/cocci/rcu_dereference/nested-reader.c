/*
 * check-name: rcu_dereference: an inner rcu_read_unlock() leaves the outer reader
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * The inner rcu_read_unlock() leaves the outer reader held: the access
 * after it is protected.
 *
 * check-output-start
 * check-output-end
 */
int nested(struct foo *x)
{
	int v;

	rcu_read_lock();
	rcu_read_lock();
	v = rcu_dereference(x->f)->v;
	rcu_read_unlock();
	v += rcu_dereference(x->g)->v;
	rcu_read_unlock();
	return v;
}
