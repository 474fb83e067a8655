/*
 * check-name: rcu_pointer_lifetime: dereferenced under the update-side lock, HELD says so
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * Safe, but the accessor is wrong: rcu_dereference_protected(x->b,
 * lockdep_is_held(&x->mutex)) says what protects it. HELD lets the audit
 * tell this from a real use without protection.
 *
 * check-output-start
 * rcucheck	access	access-pointer-held.c	20	6	update	rcu-access-pointer-deref	-	-	-	local	&x->mutex	b->v
 * check-output-end
 */
int update(struct foo *x)
{
	struct bar *b;
	int v;

	mutex_lock(&x->mutex);
	b = rcu_access_pointer(x->b);
	v = b->v;
	mutex_unlock(&x->mutex);
	return v;
}
