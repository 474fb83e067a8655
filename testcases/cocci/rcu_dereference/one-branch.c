/*
 * check-name: rcu_dereference: the reader taken on one branch only
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * The path with locked == true reaches the access with no reader: reported.
 *
 * check-output-start
 * rcucheck	access	one-branch.c	17	6	one_branch	rcu-dereference	rcu	-	-	entry	-	rcu_dereference(x->b)
 * check-output-end
 */
int one_branch(struct foo *x, bool locked)
{
	int v;

	if (!locked)
		rcu_read_lock();
	v = rcu_dereference(x->b)->v;
	if (!locked)
		rcu_read_unlock();
	return v;
}
