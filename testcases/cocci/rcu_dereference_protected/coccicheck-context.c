/*
 * check-name: rcu_dereference_protected: coccicheck context mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D context --very-quiet --cocci-file $home/cocci/rcu_dereference_protected.cocci --no-includes --include-headers $file
 *
 * The first function is reported, the second one is quiet.
 *
 * check-output-contains: -	b = rcu_dereference_protected(x->b, lockdep_is_held(&x->lock));
 * check-output-contains: --- coccicheck-context.c
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
