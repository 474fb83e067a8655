/*
 * check-name: rcu_dereference: report mode, rcu_dereference_check() only with local evidence
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D report $file
 *
 * unlocked(): the callers may hold x->lock: quiet (a fact for the audit).
 * constant(): undecidable, quiet. released() and other_lock(): the function
 * shows why the condition fails.
 *
 * check-output-start
 * check-conditions-report.c:36:5-59: rcu_dereference_check(x->b, lockdep_is_held(&x->lock)) outside rcu_read_lock() and without &x->lock; held instead: &x->other
 * check-conditions-report.c:28:8-62: rcu_dereference_check(x->b, lockdep_is_held(&x->lock)) outside rcu_read_lock() and without &x->lock (after the unlock at line 27)
 * check-output-end
 */
int unlocked(struct foo *x)
{
	return rcu_dereference_check(x->b, lockdep_is_held(&x->lock))->v;
}

int constant(struct foo *x)
{
	return rcu_dereference_check(x->b, refcount_read(&x->ref) == 0)->v;
}

int released(struct foo *x)
{
	mutex_lock(&x->lock);
	mutex_unlock(&x->lock);
	return rcu_dereference_check(x->b, lockdep_is_held(&x->lock))->v;
}

int other_lock(struct foo *x)
{
	int v;

	mutex_lock(&x->other);
	v = rcu_dereference_check(x->b, lockdep_is_held(&x->lock))->v;
	mutex_unlock(&x->other);
	return v;
}
