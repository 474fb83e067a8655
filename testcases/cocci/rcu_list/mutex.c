/*
 * check-name: rcu_list: traversal under a mutex is reported
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * A mutex does not disable preemption: rcu_read_lock_any_held() is false and
 * PROVE_RCU_LIST splats. The fix is the lockdep condition (conditions.c).
 *
 * check-output-start
 * rcucheck	access	mutex.c	47	2	sum_mutex	rcu-list	any	-	-	entry	&x->mutex	list_for_each_entry_rcu(b, &x->list, node)
 * check-output-end
 *
 * check-name: rcu_list: report mode, traversal under a mutex
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D report $file
 *
 * check-output-start
 * mutex.c:47:1-24: list_for_each_entry_rcu(b, &x->list, node) outside an RCU reader (rcu_read_lock_any_held()); held instead: &x->mutex
 * check-output-end
 *
 * check-name: rcu_list: coccicheck context mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D context --very-quiet --cocci-file $home/cocci/rcu_list.cocci --no-includes --include-headers $file
 *
 * The first function is reported, the second one is quiet.
 *
 * check-output-contains: -	list_for_each_entry_rcu(b, &x->list, node)
 * check-output-contains: --- mutex.c
 *
 * check-name: rcu_list: coccicheck org mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D org --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_list.cocci --no-includes --include-headers $file
 *
 * check-output-start
 * * TODO [[view:mutex.c::face=ovl-face1::linb=47::colb=1::cole=24][list_for_each_entry_rcu(b, &x->list, node) outside an RCU reader (rcu_read_lock_any_held()); held instead: &x->mutex]]
 * check-output-end
 *
 * check-name: rcu_list: coccicheck report mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D report --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_list.cocci --no-includes --include-headers $file
 *
 * check-output-start
 * mutex.c:47:1-24: list_for_each_entry_rcu(b, &x->list, node) outside an RCU reader (rcu_read_lock_any_held()); held instead: &x->mutex
 * check-output-end
 */
int sum_mutex(struct foo *x)
{
	struct bar *b;
	int n = 0;

	mutex_lock(&x->mutex);
	list_for_each_entry_rcu(b, &x->list, node)
		n += b->v;
	mutex_unlock(&x->mutex);
	return n;
}

int sum_reader(struct foo *x)
{
	struct bar *b;
	int n = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(b, &x->list, node)
		n += b->v;
	rcu_read_unlock();
	return n;
}
