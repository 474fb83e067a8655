/*
 * check-name: rcu_dereference: scoped_guard(rcu) covers its block (macro file)
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * Needs --macro-file cocci/rcucheck.h: without it scoped_guard() { } does not
 * parse.
 *
 * check-output-start
 * check-output-end
 */
int scoped(struct foo *x)
{
	int v = 0;

	scoped_guard(rcu) {
		struct bar *b = rcu_dereference(x->b);

		if (b)
			v = b->v;
	}
	return v;
}
