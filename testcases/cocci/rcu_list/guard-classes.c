/*
 * check-name: rcu_list: scoped_guard(spinlock*) covers its statement, guard(mutex) holds its mutex
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * A walk that accepts any reader is legal under a spinlock's guard, not
 * after its statement; lockdep_is_held(&m) holds under guard(mutex)(&m).
 *
 * check-output-start
 * rcucheck	access	guard-classes.c	32	2	walk_after	rcu-list	any	-	-	entry	-	list_for_each_entry_rcu(b, &x->list, node)
 * rcucheck	access	guard-classes.c	54	2	walk_wrong_mutex	rcu-list	any	-	lockdep_is_held(&x->mutex)	entry	&x->other	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
 * check-output-end
 */
int walk_locked(struct foo *x)
{
	struct bar *b;
	int n = 0;

	scoped_guard(spinlock_irqsave, &x->lock) {
		list_for_each_entry_rcu(b, &x->list, node)
			n += b->v;
	}
	return n;
}

int walk_after(struct foo *x)
{
	struct bar *b;
	int n = 0;

	scoped_guard(spinlock, &x->lock)
		n = x->count;
	list_for_each_entry_rcu(b, &x->list, node)
		n += b->v;
	return n;
}

int walk_mutex(struct foo *x)
{
	struct bar *b;
	int n = 0;

	guard(mutex)(&x->mutex);
	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
		n += b->v;
	return n;
}

int walk_wrong_mutex(struct foo *x)
{
	struct bar *b;
	int n = 0;

	guard(mutex)(&x->other);
	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
		n += b->v;
	return n;
}
