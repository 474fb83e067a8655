/*
 * check-name: rcu_pointer_lifetime: report mode, rcu_access_pointer() dereferenced
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D report $file
 *
 * check-output-start
 * access-pointer-report.c:13:12-16: b->v: b is from rcu_access_pointer() at line 11 and is dereferenced; use rcu_dereference() or rcu_dereference_protected()
 * check-output-end
 */
int deref(struct foo *x)
{
	struct bar *b = rcu_access_pointer(x->b);

	return b ? b->v : 0;
}
