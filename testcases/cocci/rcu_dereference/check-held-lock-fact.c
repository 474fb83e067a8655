/*
 * check-name: rcu_dereference: rcu_dereference_check() carries its condition in COND
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 * check-known-to-fail
 *
 * Expected TEXT is kernel style. rcu_dereference.cocci's tidy() leaves the
 * space Coccinelle prints before a comma: "rcu_dereference_check(x->b , ...)".
 *
 * check-output-start
 * rcucheck	access	check-held-lock-fact.c	15	9	check_unlocked	rcu-dereference	rcu	-	lockdep_is_held(&x->lock)	entry	-	rcu_dereference_check(x->b, lockdep_is_held(&x->lock))
 * check-output-end
 */
int check_unlocked(struct foo *x)
{
	return rcu_dereference_check(x->b, lockdep_is_held(&x->lock))->v;
}
