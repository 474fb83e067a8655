/*
 * check-name: rcu_pointer_lifetime: the result of rcu_access_pointer() dereferenced
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	access-pointer-deref.c	21	7	deref	rcu-access-pointer-deref	-	-	-	local	-	rcu_access_pointer(x->c)->w
 * rcucheck	access	access-pointer-deref.c	22	7	deref	rcu-access-pointer-deref	-	-	-	local	-	*rcu_access_pointer(x->d)
 * rcucheck	access	access-pointer-deref.c	30	9	array	rcu-access-pointer-deref	-	-	-	local	-	t[0]
 * rcucheck	access	access-pointer-deref.c	20	6	deref	rcu-access-pointer-deref	-	-	-	local	-	b->v
 * check-output-end
 */
int deref(struct foo *x)
{
	struct bar *b;
	int v;

	b = rcu_access_pointer(x->b);
	if (b == NULL)
		return 0;
	v = b->v;
	v += rcu_access_pointer(x->c)->w;
	v += *rcu_access_pointer(x->d);
	return v;
}

int array(struct foo *x)
{
	int *t = rcu_access_pointer(x->table);

	return t[0];
}
