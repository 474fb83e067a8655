/*
 * check-name: rcu_dereference: sched and srcu accesses after their section ends
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * preempt_enable() ends the sched section, srcu_read_unlock() the srcu one:
 * the accesses after them name the unlock's line.
 * Neither section is nested in another reader of its flavor.
 *
 * check-output-start
 * rcucheck	access	sched-srcu-after-unlock.c	21	7	after_sections	rcu-dereference	sched	-	-	20	-	rcu_dereference_sched(x->c)
 * rcucheck	access	sched-srcu-after-unlock.c	25	7	after_sections	rcu-dereference	srcu	&x->srcu	-	24	-	srcu_dereference(x->e, &x->srcu)
 * check-output-end
 */
int after_sections(struct foo *x)
{
	int v, idx;

	preempt_disable();
	v = rcu_dereference_sched(x->b)->v;
	preempt_enable();
	v += rcu_dereference_sched(x->c)->v;
	idx = srcu_read_lock(&x->srcu);
	v += srcu_dereference(x->d, &x->srcu)->v;
	srcu_read_unlock(&x->srcu, idx);
	v += srcu_dereference(x->e, &x->srcu)->v;
	return v;
}
