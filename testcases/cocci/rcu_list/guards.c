/*
 * check-name: rcu_list: guard(rcu)() and scoped_guard(rcu) are readers
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
int guarded(struct foo *x)
{
	struct bar *b;
	int n = 0;

	guard(rcu)();
	list_for_each_entry_rcu(b, &x->list, node)
		n += b->v;
	return n;
}

int scoped(struct foo *x)
{
	struct bar *b;
	int n = 0;

	scoped_guard(rcu) {
		list_for_each_entry_rcu(b, &x->list, node)
			n += b->v;
	}
	return n;
}
