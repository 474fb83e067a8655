/*
 * check-name: rcu_pointer_lifetime: a new reader needs a new fetch
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * relock(): the object may have been freed between the two sections.
 *
 * check-output-start
 * rcucheck	access	use-after-unlock-refetch.c	47	9	declared	rcu-use-after-unlock	rcu	-	-	local	-	b->v
 * rcucheck	access	use-after-unlock-refetch.c	37	6	relock	rcu-use-after-unlock	rcu	-	-	local	-	b->v
 * check-output-end
 */
int refetch(struct foo *x)
{
	struct bar *b;
	int v;

	rcu_read_lock();
	b = rcu_dereference(x->b);
	v = b->v;
	rcu_read_unlock();
	rcu_read_lock();
	b = rcu_dereference(x->b);
	v += b->v;
	rcu_read_unlock();
	return v;
}

int relock(struct foo *x)
{
	struct bar *b;
	int v;

	rcu_read_lock();
	b = rcu_dereference(x->b);
	rcu_read_unlock();
	rcu_read_lock();
	v = b->v;
	rcu_read_unlock();
	return v;
}

int declared(struct foo *x)
{
	rcu_read_lock();
	struct bar *b = rcu_dereference(x->b);
	rcu_read_unlock();
	return b->v;
}
