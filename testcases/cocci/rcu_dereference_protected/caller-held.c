/*
 * check-name: rcu_dereference_protected: a lock the caller must hold is a fact (STATE entry)
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	caller-held.c	30	2	sometimes	rcu-dereference-protected	protected	-	lockdep_is_held(&x->lock)	entry	-	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))
 * rcucheck	access	caller-held.c	23	2	update_locked	rcu-dereference-protected	protected	-	lockdep_is_held(&x->lock)	entry	-	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))
 * check-output-end
 *
 * check-name: rcu_dereference_protected: report mode wants local evidence
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D report $file
 *
 * update_locked() takes no lock: whether its callers hold &x->lock is for
 * "rcucheck audit" (the fact of the check above). sometimes() takes the lock
 * on one path only: reported.
 *
 * check-output-start
 * caller-held.c:30:1-26: rcu_dereference_protected(x->b, lockdep_is_held(&x->lock)) without &x->lock
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
