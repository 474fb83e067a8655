/*
 * check-name: rcu_list: report mode reports a condition only with local evidence
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D report $file
 *
 * sum_callers() takes no lock: whether its callers hold x->mutex or a reader
 * is for "rcucheck audit" (see cond-facts.c); an opaque condition is never
 * reported.
 *
 * check-output-start
 * cond-report.c:32:1-24: list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->other_mutex)) outside an RCU reader (rcu_read_lock_any_held()); held instead: &x->mutex
 * cond-report.c:35:1-24: list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex)) outside an RCU reader (rcu_read_lock_any_held()) (after the unlock at line 34)
 * check-output-end
 */
static int sum_callers(struct foo *x)
{
	struct bar *b;
	int n = 0;

	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
		n += b->v;
	list_for_each_entry_rcu(b, &x->list, node, refcount_read(&x->users) == 0)
		n += b->v;
	return n;
}

int sum_wrong(struct foo *x)
{
	struct bar *b;
	int n = 0;

	mutex_lock(&x->mutex);
	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->other_mutex))
		n += b->v;
	mutex_unlock(&x->mutex);
	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
		n += b->v;
	return n;
}
