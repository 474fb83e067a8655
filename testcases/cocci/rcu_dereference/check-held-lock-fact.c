/*
 * check-name: rcu_dereference: rcu_dereference_check() carries its condition in COND
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * The condition names a lock the function does not take: the callers may
 * hold it, so this is a fact for "rcucheck audit", printed in kernel style.
 * (Report mode stays quiet: no local evidence that the lock is missing.)
 *
 * check-output-start
 * rcucheck	access	check-held-lock-fact.c	15	9	check_unlocked	rcu-dereference	rcu	-	lockdep_is_held(&x->lock)	entry	-	rcu_dereference_check(x->b, lockdep_is_held(&x->lock))
 * check-output-end
 */
int check_unlocked(struct foo *x)
{
	return rcu_dereference_check(x->b, lockdep_is_held(&x->lock))->v;
}
