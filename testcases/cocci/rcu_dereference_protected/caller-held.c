/*
 * check-name: rcu_dereference_protected: a lock the caller must hold is a fact (STATE entry)
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	caller-held.c	19	2	sometimes	rcu-dereference-protected	protected	-	lockdep_is_held(&x->lock)	entry	-	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))
 * rcucheck	access	caller-held.c	12	2	update_locked	rcu-dereference-protected	protected	-	lockdep_is_held(&x->lock)	entry	-	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))
 * check-output-end
 */
static void update_locked(struct foo *x)
{
	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))->v++;
}

static void sometimes(struct foo *x, bool locked)
{
	if (!locked)
		spin_lock(&x->lock);
	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))->v++;
	if (!locked)
		spin_unlock(&x->lock);
}
