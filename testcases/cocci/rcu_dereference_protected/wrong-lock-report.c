/*
 * check-name: rcu_dereference_protected: report mode, the wrong lock
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D report $file
 *
 * check-output-start
 * wrong-lock-report.c:14:5-30: rcu_dereference_protected(x->b, lockdep_is_held(&x->lock)) without &x->lock; held instead: &x->update_mutex
 * check-output-end
 */
void wrong_mutex(struct foo *x)
{
	struct bar *b;

	mutex_lock(&x->update_mutex);
	b = rcu_dereference_protected(x->b, lockdep_is_held(&x->lock));
	b->v++;
	mutex_unlock(&x->update_mutex);
}
