/*
 * check-name: rcu_list: a helper whose caller holds the reader is a fact for the audit
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * Locally the helper looks like a bug: the rule prints its traversal with
 * STATE entry and "rcucheck audit" finds that the only caller holds
 * rcu_read_lock(). The caller itself has no traversal.
 *
 * check-output-start
 * rcucheck	access	caller-held.c	18	2	sum	rcu-list	any	-	-	entry	-	list_for_each_entry_rcu(b, &x->list, node)
 * check-output-end
 */
static int sum(struct foo *x)
{
	struct bar *b;
	int n = 0;

	list_for_each_entry_rcu(b, &x->list, node)
		n += b->v;
	return n;
}

int total(struct foo *x)
{
	int n;

	rcu_read_lock();
	n = sum(x);
	rcu_read_unlock();
	return n;
}
