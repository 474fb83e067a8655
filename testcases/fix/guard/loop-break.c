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
