/*
 * check-name: rcu_dereference: return inside the section is quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
int early_return(struct foo *x)
{
	struct bar *b;
	int v;

	rcu_read_lock();
	b = rcu_dereference(x->b);
	if (!b) {
		rcu_read_unlock();
		return -ENOENT;
	}
	v = b->v;
	rcu_read_unlock();
	return v;
}
