/*
 * check-name: rcu_dereference_protected: || needs one of its locks, && all of them
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * HELD is "-": &x->b_mutex is held, but it is one of the condition's own locks.
 *
 * check-output-start
 * rcucheck	access	or-and.c	15	2	either	rcu-dereference-protected	protected	-	lockdep_is_held(&x->a_lock) && lockdep_is_held(&x->b_mutex)	entry	-	rcu_dereference_protected(x->p, lockdep_is_held(&x->a_lock) && lockdep_is_held(&x->b_mutex))
 * check-output-end
 */
void either(struct foo *x)
{
	mutex_lock(&x->b_mutex);
	rcu_dereference_protected(x->p, lockdep_is_held(&x->a_lock) || lockdep_is_held(&x->b_mutex))->v++;
	rcu_dereference_protected(x->p, lockdep_is_held(&x->a_lock) && lockdep_is_held(&x->b_mutex))->v++;
	mutex_unlock(&x->b_mutex);
}

void both(struct foo *x)
{
	mutex_lock(&x->b_mutex);
	spin_lock(&x->a_lock);
	rcu_dereference_protected(x->p, lockdep_is_held(&x->a_lock) && lockdep_is_held(&x->b_mutex))->v++;
	spin_unlock(&x->a_lock);
	mutex_unlock(&x->b_mutex);
}
