/*
 * check-name: rcu_dereference: srcu_dereference() under srcu_read_lock() of its srcu_struct is quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
int right_srcu(struct foo *x)
{
	int idx, v;

	idx = srcu_read_lock(&x->srcu);
	v = srcu_dereference(x->b, &x->srcu)->v;
	srcu_read_unlock(&x->srcu, idx);
	return v;
}
