/*
 * check-name: rcu_dereference_protected: coccicheck org mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D org --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_dereference_protected.cocci --no-includes --include-headers $file
 *
 * The first function is reported, the second one is quiet.
 *
 * check-output-start
 * * TODO [[view:coccicheck-org.c::face=ovl-face1::linb=16::colb=5::cole=30][rcu_dereference_protected(x->b, lockdep_is_held(&x->lock)) without &x->lock; held instead: &x->other]]
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
