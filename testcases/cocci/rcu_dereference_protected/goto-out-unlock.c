/*
 * check-name: rcu_dereference_protected: goto out_unlock paths all hold the lock
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
int update(struct foo *x, int v)
{
	struct bar *b;
	int err = 0;

	mutex_lock(&x->mutex);
	if (v < 0) {
		err = -EINVAL;
		goto out_unlock;
	}
	b = rcu_dereference_protected(x->b, lockdep_is_held(&x->mutex));
	if (!b) {
		err = -ENOENT;
		goto out_unlock;
	}
	b->v = v;
out_unlock:
	mutex_unlock(&x->mutex);
	return err;
}
