/*
 * check-name: rcu_pointer_lifetime: report mode, use after rcu_read_unlock()
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D report $file
 *
 * check-output-start
 * use-after-unlock-report.c:18:8-12: b->v: b is from rcu_dereference() at line 14 and is used after the rcu_read_unlock() at line 15
 * check-output-end
 */
int lookup(struct foo *x)
{
	struct bar *b;

	rcu_read_lock();
	b = rcu_dereference(x->b);
	rcu_read_unlock();
	if (!b)
		return -ENOENT;
	return b->v;
}
