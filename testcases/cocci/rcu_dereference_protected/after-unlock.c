/*
 * check-name: rcu_dereference_protected: after the unlock, STATE is the unlock's line
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	after-unlock.c	16	6	after	rcu-dereference-protected	protected	-	lockdep_is_held(&x->lock)	15	-	rcu_dereference_protected(x->c, lockdep_is_held(&x->lock))
 * check-output-end
 */
void after(struct foo *x)
{
	struct bar *b;

	spin_lock(&x->lock);
	b = rcu_dereference_protected(x->b, lockdep_is_held(&x->lock));
	spin_unlock(&x->lock);
	b = rcu_dereference_protected(x->c, lockdep_is_held(&x->lock));
	b->v++;
}
