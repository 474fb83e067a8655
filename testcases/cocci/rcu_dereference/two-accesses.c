/*
 * check-name: rcu_dereference: every unprotected access on a path is reported
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * The "..." before an access goes on through other accesses (when any):
 * the second access of a function is not lost behind the first.
 * (An earlier version had "..." without "when any" and reported only
 * the first one.)
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
