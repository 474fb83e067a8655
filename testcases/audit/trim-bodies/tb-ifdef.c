// SPDX-License-Identifier: GPL-2.0
/*
 * Each branch of an #ifdef closes the block an if opened before it: with
 * the directives set aside the braces do not balance, and the block that
 * follows would look like a function's body. The file is given whole.
 */
struct tbi { int v; };
static struct tbi __rcu *tbi_cur;

int tbi_read(int a, int b)
{
	int v = 0;

	rcu_read_lock();
	if (a) {
		v = 1;
#ifdef CONFIG_TBI
	}
#else
	}
#endif
	if (b) {
		rcu_read_unlock();
		v++;
	}
	v += rcu_dereference(tbi_cur)->v;
	rcu_read_unlock();
	return v;
}
