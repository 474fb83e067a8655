/*
 * check-name: rcu_dereference_protected: guard(mutex)(&m) holds m to the end of its block
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D report $file
 *
 * check-output-start
 * guard-mutex.c:27:8-33: rcu_dereference_protected(x->b, lockdep_is_held(&x->m)) without &x->m; held instead: &x->other
 * check-output-end
 */
int right_mutex(struct foo *x)
{
	guard(mutex)(&x->m);
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

int scoped_right_mutex(struct foo *x)
{
	scoped_guard(mutex, &x->m) {
		x->n++;
		return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
	}
	return 0;
}

int wrong_mutex(struct foo *x)
{
	guard(mutex)(&x->other);
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}
