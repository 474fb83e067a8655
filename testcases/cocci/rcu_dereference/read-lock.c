/*
 * check-name: rcu_dereference: accesses inside rcu_read_lock() are quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
struct foo {
	struct bar __rcu *b;
};

int read_locked(struct foo *x)
{
	struct bar *b;
	int v = 0;

	rcu_read_lock();
	b = rcu_dereference(x->b);
	if (b)
		v = b->v;
	rcu_read_unlock();
	return v;
}
