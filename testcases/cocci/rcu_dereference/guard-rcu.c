/*
 * check-name: rcu_dereference: guard(rcu)() covers the rest of the scope
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
int guarded(struct foo *x)
{
	struct bar *b;

	guard(rcu)();
	b = rcu_dereference(x->b);
	return b ? b->v : 0;
}
