/*
 * The lock a condition names, held or not: one case a function.
 *
 * check-name: rcu_dereference_protected: under another lock, HELD names it; under the lock its condition names (spinlock, raw irqsave, killable mutex, rwsem, trylock) is quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	locks.c	48	6	wrong	rcu-dereference-protected	protected	-	lockdep_is_held(&x->lock)	entry	&x->other	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))
 * rcucheck	access	locks.c	101	6	wrong_mutex	rcu-dereference-protected	protected	-	lockdep_is_held(&x->lock)	entry	&x->update_mutex	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))
 * check-output-end
 *
 * check-name: rcu_dereference_protected: coccicheck context mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D context --very-quiet --cocci-file $home/cocci/rcu_dereference_protected.cocci --no-includes --include-headers $file
 *
 * wrong() and wrong_mutex() are reported, the others are quiet.
 *
 * check-output-contains: -	b = rcu_dereference_protected(x->b, lockdep_is_held(&x->lock));
 * check-output-contains: --- locks.c
 *
 * check-name: rcu_dereference_protected: coccicheck org mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D org --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_dereference_protected.cocci --no-includes --include-headers $file
 *
 * check-output-start
 * * TODO [[view:locks.c::face=ovl-face1::linb=48::colb=5::cole=30][rcu_dereference_protected(x->b, lockdep_is_held(&x->lock)) without &x->lock; held instead: &x->other]]
 * * TODO [[view:locks.c::face=ovl-face1::linb=101::colb=5::cole=30][rcu_dereference_protected(x->b, lockdep_is_held(&x->lock)) without &x->lock; held instead: &x->update_mutex]]
 * check-output-end
 *
 * check-name: rcu_dereference_protected: coccicheck report mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D report --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_dereference_protected.cocci --no-includes --include-headers $file
 *
 * check-output-start
 * locks.c:48:5-30: rcu_dereference_protected(x->b, lockdep_is_held(&x->lock)) without &x->lock; held instead: &x->other
 * locks.c:101:5-30: rcu_dereference_protected(x->b, lockdep_is_held(&x->lock)) without &x->lock; held instead: &x->update_mutex
 * check-output-end
 *
 * check-name: rcu_dereference_protected: report mode, the wrong lock
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D report $file
 * check-output-start
 * locks.c:48:5-30: rcu_dereference_protected(x->b, lockdep_is_held(&x->lock)) without &x->lock; held instead: &x->other
 * locks.c:101:5-30: rcu_dereference_protected(x->b, lockdep_is_held(&x->lock)) without &x->lock; held instead: &x->update_mutex
 * check-output-end
 */
void wrong(struct foo *x)
{
	struct bar *b;

	spin_lock(&x->other);
	b = rcu_dereference_protected(x->b, lockdep_is_held(&x->lock));
	b->v++;
	spin_unlock(&x->other);
}

void right(struct foo *x)
{
	struct bar *b;

	spin_lock(&x->lock);
	b = rcu_dereference_protected(x->b, lockdep_is_held(&x->lock));
	b->v++;
	spin_unlock(&x->lock);
}

void irqsave(struct foo *x)
{
	unsigned long flags;

	raw_spin_lock_irqsave(&x->raw, flags);
	rcu_dereference_protected(x->b, lockdep_is_held(&x->raw))->v++;
	raw_spin_unlock_irqrestore(&x->raw, flags);
}

int killable(struct foo *x)
{
	if (mutex_lock_killable(&x->mutex))
		return -EINTR;
	rcu_dereference_protected(x->b, lockdep_is_held(&x->mutex))->v++;
	mutex_unlock(&x->mutex);
	return 0;
}

void rwsem(struct foo *x)
{
	down_write(&x->sem);
	rcu_dereference_protected(x->b, lockdep_is_held(&x->sem))->v++;
	up_write(&x->sem);
}

void trylock(struct foo *x)
{
	if (!spin_trylock(&x->lock))
		return;
	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))->v++;
	spin_unlock(&x->lock);
}

void wrong_mutex(struct foo *x)
{
	struct bar *b;

	mutex_lock(&x->update_mutex);
	b = rcu_dereference_protected(x->b, lockdep_is_held(&x->lock));
	b->v++;
	mutex_unlock(&x->update_mutex);
}
