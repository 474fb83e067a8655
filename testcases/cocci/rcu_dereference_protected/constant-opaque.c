/*
 * check-name: rcu_dereference_protected: constant and opaque conditions are facts with STATE entry
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * The rule cannot tell whether these conditions hold: it prints them for
 * "rcucheck audit" (a constant true condition is still printed, the audit
 * drops it), and report mode stays quiet (the next check). The last
 * one names &x->lock, which is not held, but "|| !x->live" may be true.
 *
 * check-output-start
 * rcucheck	access	constant-opaque.c	28	6	init_or_free	rcu-dereference-protected	protected	-	1	entry	&x->mutex	rcu_dereference_protected(x->b, 1)
 * rcucheck	access	constant-opaque.c	29	6	init_or_free	rcu-dereference-protected	protected	-	true	entry	&x->mutex	rcu_dereference_protected(x->c, true)
 * rcucheck	access	constant-opaque.c	30	6	init_or_free	rcu-dereference-protected	protected	-	refcount_read(&x->ref) == 0	entry	&x->mutex	rcu_dereference_protected(x->d, refcount_read(&x->ref) == 0)
 * rcucheck	access	constant-opaque.c	31	6	init_or_free	rcu-dereference-protected	protected	-	lockdep_is_held(&x->lock) || !x->live	entry	&x->mutex	rcu_dereference_protected(x->e, lockdep_is_held(&x->lock) || !x->live)
 * check-output-end
 *
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
