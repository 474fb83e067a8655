/*
 * check-name: rcu_list: goto out_unlock, return and break inside the reader are quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
struct bar *find(struct foo *x, int key)
{
	struct bar *b, *found = NULL;

	rcu_read_lock();
	list_for_each_entry_rcu(b, &x->list, node) {
		if (b->key == key) {
			found = b;
			goto out_unlock;
		}
	}
	list_for_each_entry_rcu(b, &x->other, node) {
		if (b->key == key)
			break;
		if (b->key < 0) {
			rcu_read_unlock();
			return NULL;
		}
	}
out_unlock:
	rcu_read_unlock();
	return found;
}
