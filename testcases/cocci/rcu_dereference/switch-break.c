/*
 * check-name: rcu_dereference: break out of a switch inside the section
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
int by_type(struct foo *x, int type)
{
	struct bar *b;
	int v = 0;

	rcu_read_lock();
	switch (type) {
	case 1:
		b = rcu_dereference(x->b);
		v = b->v;
		break;
	case 2:
		b = rcu_dereference(x->c);
		if (!b)
			break;
		v = b->w;
		break;
	default:
		break;
	}
	rcu_read_unlock();
	return v;
}
