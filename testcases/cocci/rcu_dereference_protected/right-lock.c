/*
 * check-name: rcu_dereference_protected: under the lock its condition names is quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
void spin(struct foo *x)
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
