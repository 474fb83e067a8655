/*
 * check-name: rcu_dereference: sched and rcu flavors do not stand in for each other
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * Under CONFIG_PREEMPT_RCU rcu_read_lock() leaves preemption on, so it is no
 * sched reader; rcu_read_lock_sched() is no rcu_read_lock() for lockdep.
 *
 * check-output-start
 * rcucheck	access	flavor-sched.c	28	6	rcu_under_sched	rcu-dereference	rcu	-	-	entry	rcu_read_lock_sched()	rcu_dereference(x->b)
 * rcucheck	access	flavor-sched.c	18	6	sched_under_rcu	rcu-dereference	sched	-	-	entry	rcu_read_lock()	rcu_dereference_sched(x->b)
 * check-output-end
 */
int sched_under_rcu(struct foo *x)
{
	int v;

	rcu_read_lock();
	v = rcu_dereference_sched(x->b)->v;
	rcu_read_unlock();
	return v;
}

int rcu_under_sched(struct foo *x)
{
	int v;

	rcu_read_lock_sched();
	v = rcu_dereference(x->b)->v;
	rcu_read_unlock_sched();
	return v;
}
