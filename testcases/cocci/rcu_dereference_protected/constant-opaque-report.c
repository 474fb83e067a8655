/*
 * check-name: rcu_dereference_protected: constant and opaque conditions are not reported
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D report $file
 *
 * check-output-start
 * check-output-end
 */
void init_or_free(struct foo *x)
{
	struct bar *b;

	mutex_lock(&x->mutex);
	b = rcu_dereference_protected(x->b, 1);
	b = rcu_dereference_protected(x->c, true);
	b = rcu_dereference_protected(x->d, refcount_read(&x->ref) == 0);
	b = rcu_dereference_protected(x->e, lockdep_is_held(&x->lock) || !x->live);
	mutex_unlock(&x->mutex);
}
