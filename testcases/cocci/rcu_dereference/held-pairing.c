/*
 * check-name: rcu_dereference: held states end at their own counterpart
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * rcu_read_unlock() ends the reader, not preempt_disable(): the access after
 * it is reported, with preemption still disabled named as held instead.
 * spin_unlock(&x->a) does not release &x->b.
 *
 * check-output-start
 * rcucheck	access	held-pairing.c	34	7	locks	rcu-dereference	rcu	-	-	entry	&x->b	rcu_dereference(x->c)
 * rcucheck	access	held-pairing.c	22	7	pairs	rcu-dereference	rcu	-	-	21	preempt-disabled	rcu_dereference(x->c)
 * check-output-end
 */
int pairs(struct foo *x)
{
	int v;

	preempt_disable();
	rcu_read_lock();
	v = rcu_dereference(x->b)->v;
	rcu_read_unlock();
	v += rcu_dereference(x->c)->v;
	preempt_enable();
	return v;
}

int locks(struct foo *x)
{
	int v = 0;

	spin_lock(&x->b);
	spin_lock(&x->a);
	spin_unlock(&x->a);
	v += rcu_dereference(x->c)->v;
	spin_unlock(&x->b);
	return v;
}
