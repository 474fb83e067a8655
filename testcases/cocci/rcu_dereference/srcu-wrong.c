/*
 * check-name: rcu_dereference: srcu_dereference() under another srcu_struct's reader
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * Another srcu_struct's reader is no protection; SRCU and TEXT are printed
 * in kernel style (tidy()).
 * The report names the other srcu_struct's reader as what was held
 * instead.
 *
 * check-output-start
 * rcucheck	access	srcu-wrong.c	19	6	wrong_srcu	rcu-dereference	srcu	&x->srcu	-	entry	srcu_read_lock(&x->other_srcu)	srcu_dereference(x->b, &x->srcu)
 * check-output-end
 */
int wrong_srcu(struct foo *x)
{
	int idx, v;

	idx = srcu_read_lock(&x->other_srcu);
	v = srcu_dereference(x->b, &x->srcu)->v;
	srcu_read_unlock(&x->other_srcu, idx);
	return v;
}
