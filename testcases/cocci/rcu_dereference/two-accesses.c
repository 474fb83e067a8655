/*
 * check-name: rcu_dereference: every unprotected access on a path is reported
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 * check-known-to-fail
 *
 * rcu_dereference.cocci reports only the first: its "... when != rcu_read_lock()"
 * lacks "when any", and a "..." never goes through what follows it, so the path
 * to the second access stops at the first one.
 *
 * check-output-start
 * rcucheck	access	two-accesses.c	19	6	two	rcu-dereference	rcu	-	-	entry	-	rcu_dereference(x->b)
 * rcucheck	access	two-accesses.c	20	7	two	rcu-dereference	rcu	-	-	entry	-	rcu_dereference(x->c)
 * check-output-end
 */
int two(struct foo *x)
{
	int v;

	v = rcu_dereference(x->b)->v;
	v += rcu_dereference(x->c)->v;
	return v;
}
