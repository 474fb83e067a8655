/*
 * check-name: rcu_dereference_protected: under another lock, HELD names it
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	wrong-lock.c	14	6	wrong	rcu-dereference-protected	protected	-	lockdep_is_held(&x->lock)	entry	&x->other	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))
 * check-output-end
 */
void wrong(struct foo *x)
{
	struct bar *b;

	spin_lock(&x->other);
	b = rcu_dereference_protected(x->b, lockdep_is_held(&x->lock));
	b->v++;
	spin_unlock(&x->other);
}
