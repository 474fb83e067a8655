/*
 * check-name: rcu_dereference_protected: guard(rcu)() and rcu_read_lock() are no excuse
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * Only the condition counts: a reader does not make lockdep_is_held() true.
 * The readers are named as held instead.
 *
 * check-output-start
 * rcucheck	access	guard-reader.c	18	6	guarded	rcu-dereference-protected	protected	-	lockdep_is_held(&x->lock)	entry	rcu_read_lock()	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))
 * rcucheck	access	guard-reader.c	27	6	reader	rcu-dereference-protected	protected	-	lockdep_is_held(&x->lock)	entry	rcu_read_lock()	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))
 * check-output-end
 */
void guarded(struct foo *x)
{
	struct bar *b;

	guard(rcu)();
	b = rcu_dereference_protected(x->b, lockdep_is_held(&x->lock));
	b->v++;
}

void reader(struct foo *x)
{
	struct bar *b;

	rcu_read_lock();
	b = rcu_dereference_protected(x->b, lockdep_is_held(&x->lock));
	b->v++;
	rcu_read_unlock();
}
