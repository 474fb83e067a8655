/*
 * check-name: rcu_dereference_protected: under another lock, HELD names it
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	wrong-lock.c	36	6	wrong	rcu-dereference-protected	protected	-	lockdep_is_held(&x->lock)	entry	&x->other	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))
 * check-output-end
 *
 * check-name: rcu_dereference_protected: coccicheck context mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D context --very-quiet --cocci-file $home/cocci/rcu_dereference_protected.cocci --no-includes --include-headers $file
 *
 * The first function is reported, the second one is quiet.
 *
 * check-output-contains: -	b = rcu_dereference_protected(x->b, lockdep_is_held(&x->lock));
 * check-output-contains: --- wrong-lock.c
 *
 * check-name: rcu_dereference_protected: coccicheck org mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D org --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_dereference_protected.cocci --no-includes --include-headers $file
 *
 * check-output-start
 * * TODO [[view:wrong-lock.c::face=ovl-face1::linb=36::colb=5::cole=30][rcu_dereference_protected(x->b, lockdep_is_held(&x->lock)) without &x->lock; held instead: &x->other]]
 * check-output-end
 *
 * check-name: rcu_dereference_protected: coccicheck report mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D report --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_dereference_protected.cocci --no-includes --include-headers $file
 *
 * check-output-start
 * wrong-lock.c:36:5-30: rcu_dereference_protected(x->b, lockdep_is_held(&x->lock)) without &x->lock; held instead: &x->other
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
