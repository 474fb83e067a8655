/*
 * check-name: rcu_list: coccicheck org mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D org --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_list.cocci --no-includes --include-headers $file
 *
 * The first function is reported, the second one is quiet.
 *
 * check-output-start
 * * TODO [[view:coccicheck-org.c::face=ovl-face1::linb=17::colb=1::cole=24][list_for_each_entry_rcu(b, &x->list, node) outside an RCU reader (rcu_read_lock_any_held()); held instead: &x->mutex]]
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
