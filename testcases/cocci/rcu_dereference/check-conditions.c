/*
 * check-name: rcu_dereference: rcu_dereference_check() conditions, evaluated locally
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * held(): the lock of the condition is held on every path, or the reader
 * named by rcu_read_lock_bh_held() is: quiet. released(): the lock was
 * released before the access, and no reader: STATE entry (a caller's reader
 * would still do; report mode names the unlock). constant() and opaque():
 * the rule cannot decide; the facts carry COND for "rcucheck audit", which
 * drops such conditions.
 *
 * check-output-start
 * rcucheck	access	check-conditions.c	49	6	constant	rcu-dereference	rcu	-	1	entry	-	rcu_dereference_check(x->b, 1)
 * rcucheck	access	check-conditions.c	50	7	constant	rcu-dereference	rcu	-	refcount_read(&x->ref) == 0	entry	-	rcu_dereference_check(x->c, refcount_read(&x->ref) == 0)
 * rcucheck	access	check-conditions.c	41	6	released	rcu-dereference	rcu	-	lockdep_is_held(&x->lock)	entry	-	rcu_dereference_check(x->b, lockdep_is_held(&x->lock))
 * check-output-end
 */
int held(struct foo *x)
{
	int v;

	mutex_lock(&x->lock);
	v = rcu_dereference_check(x->b, lockdep_is_held(&x->lock))->v;
	mutex_unlock(&x->lock);
	rcu_read_lock_bh();
	v += rcu_dereference_check(x->c, rcu_read_lock_bh_held())->v;
	rcu_read_unlock_bh();
	spin_lock(&x->lock);
	v += rcu_dereference_check(x->d, lockdep_is_held(&x->other) ||
				   lockdep_is_held(&x->lock))->v;
	spin_unlock(&x->lock);
	return v;
}

int released(struct foo *x)
{
	int v;

	mutex_lock(&x->lock);
	mutex_unlock(&x->lock);
	v = rcu_dereference_check(x->b, lockdep_is_held(&x->lock))->v;
	return v;
}

int constant(struct foo *x)
{
	int v;

	v = rcu_dereference_check(x->b, 1)->v;
	v += rcu_dereference_check(x->c, refcount_read(&x->ref) == 0)->v;
	return v;
}
