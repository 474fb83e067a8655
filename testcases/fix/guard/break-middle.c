int find(struct foo *x, int key)
{
	struct bar *b;
	int i, v = -1;

	for (i = 0; i < 4; i++) {
		b = rcu_dereference(x->tab[i]);
		if (b->key == key) {
			v = b->v;
			break;
		}
		v = b->v;
		cond_resched();
	}
	return v;
}

/*
 * check-name: fix --style=guard: a break out of a region followed by statements stays lock style (scoped_guard is a for loop: break would leave it instead)
 * check-command: rcucheck fix --diff --style=guard -C . break-middle.json
 *
 * check-output-start
 * [PATCH 1/1] break-middle: Fix missing RCU protection for rcu_dereference() in find()
 * --- a/break-middle.c
 * +++ b/break-middle.c
 * @@ -4,12 +4,15 @@ int find(struct foo *x, int key)
 *  	int i, v = -1;
 *  
 *  	for (i = 0; i < 4; i++) {
 * +		rcu_read_lock();
 *  		b = rcu_dereference(x->tab[i]);
 *  		if (b->key == key) {
 *  			v = b->v;
 * +			rcu_read_unlock();
 *  			break;
 *  		}
 *  		v = b->v;
 * +		rcu_read_unlock();
 *  		cond_resched();
 *  	}
 *  	return v;
 * check-output-end
 */
