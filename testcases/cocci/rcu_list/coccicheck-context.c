/*
 * check-name: rcu_list: coccicheck context mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D context --very-quiet --cocci-file $home/cocci/rcu_list.cocci --no-includes --include-headers $file
 *
 * The first function is reported, the second one is quiet.
 *
 * check-output-contains: -	list_for_each_entry_rcu(b, &x->list, node)
 * check-output-contains: --- coccicheck-context.c
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
