/*
 * check-name: rcu_dereference_protected: the same lock written differently is recognised
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
void paren_lock(struct foo *x)
{
	mutex_lock(&(x->mutex));
	rcu_dereference_protected(x->b, lockdep_is_held(&x->mutex))->v++;
	mutex_unlock(&x->mutex);
}

void paren_cond(struct foo *x)
{
	spin_lock(&x->lock);
	rcu_dereference_protected(x->b, lockdep_is_held(&(x->lock)))->v++;
	spin_unlock(&x->lock);
}

void spaced(struct foo *x)
{
	spin_lock( & x -> lock );
	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))->v++;
	spin_unlock(&x->lock);
}
