int find(struct foo *x, int key)
{
	struct bar *b;
	int i, v = -1;

	for (i = 0; i < 4; i++) {
		b = rcu_dereference(x->tab[i]);
		if (!b)
			continue;
		if (b->key == key) {
			v = b->v;
			break;
		}
	}
	return v;
}

/*
 * check-name: fix --style=guard: a region to the end of a loop body: guard(rcu)() there, break and continue need nothing
 * check-command: rcucheck fix --diff --style=guard -C . loop-break.json
 *
 * check-output-start
 * [PATCH 1/1] loop-break: Fix missing RCU protection for rcu_dereference() in find()
 * --- a/loop-break.c
 * +++ b/loop-break.c
 * @@ -4,6 +4,7 @@ int find(struct foo *x, int key)
 *  	int i, v = -1;
 *  
 *  	for (i = 0; i < 4; i++) {
 * +		guard(rcu)();
 *  		b = rcu_dereference(x->tab[i]);
 *  		if (!b)
 *  			continue;
 * check-output-end
 */

/*
 * The same input without --style: the code uses no guard, so auto keeps the
 * lock style, as in a tree without guards.
 *
 * check-name: fix: continue and break that leave the region from inside a loop body are unlocked first
 * check-command: rcucheck fix --diff -C . loop-break.json
 *
 * check-output-start
 * [PATCH 1/1] loop-break: Fix missing RCU protection for rcu_dereference() in find()
 * --- a/loop-break.c
 * +++ b/loop-break.c
 * @@ -4,13 +4,18 @@ int find(struct foo *x, int key)
 *  	int i, v = -1;
 *  
 *  	for (i = 0; i < 4; i++) {
 * +		rcu_read_lock();
 *  		b = rcu_dereference(x->tab[i]);
 * -		if (!b)
 * +		if (!b) {
 * +			rcu_read_unlock();
 *  			continue;
 * +		}
 *  		if (b->key == key) {
 *  			v = b->v;
 * +			rcu_read_unlock();
 *  			break;
 *  		}
 * +		rcu_read_unlock();
 *  	}
 *  	return v;
 *  }
 * check-output-end
 */
