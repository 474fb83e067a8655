/*
 * check-name: rcu_dereference: an inner rcu_read_unlock() leaves the outer reader
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 * check-known-to-fail
 *
 * rcu_dereference.cocci's un_rcu_after goes from any rcu_read_unlock() to
 * the next access without rcu_read_lock(), and reports rcu_dereference(x->g)
 * "after the unlock" although the outer reader is still held.
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
