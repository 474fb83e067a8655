/*
 * check-name: rcu_dereference: rcu_dereference_check() whose lockdep condition holds is quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D report $file
 *
 * lockdep accepts this: lockdep_is_held(&x->lock) holds on every path, no
 * reader is needed. The condition is evaluated, not only printed.
 *
 * check-output-start
 * check-output-end
 */
struct bar *get_locked(struct foo *x)
{
	struct bar *b;

	spin_lock(&x->lock);
	b = rcu_dereference_check(x->b, lockdep_is_held(&x->lock));
	if (b)
		b->v++;
	spin_unlock(&x->lock);
	return b;
}
