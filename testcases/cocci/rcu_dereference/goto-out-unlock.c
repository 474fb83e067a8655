/*
 * check-name: rcu_dereference: goto out_unlock paths all hold the lock
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
int lookup(struct foo *x, int key)
{
	struct bar *b;
	int ret = -ENOENT;

	rcu_read_lock();
	b = rcu_dereference(x->b);
	if (!b)
		goto out_unlock;
	if (b->key != key) {
		ret = -EINVAL;
		goto out_unlock;
	}
	ret = rcu_dereference(b->next)->v;
out_unlock:
	rcu_read_unlock();
	return ret;
}
