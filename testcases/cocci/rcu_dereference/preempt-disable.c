/*
 * check-name: rcu_dereference: preempt_disable() is held instead, not a reader
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	preempt-disable.c	14	6	preempt_off	rcu-dereference	rcu	-	-	entry	preempt-disabled	rcu_dereference(x->b)
 * check-output-end
 */
int preempt_off(struct foo *x)
{
	int v;

	preempt_disable();
	v = rcu_dereference(x->b)->v;
	preempt_enable();
	return v;
}
