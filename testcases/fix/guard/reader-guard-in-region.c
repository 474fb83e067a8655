int late_reader(struct foo *x, int key)
{
	struct bar *b;
	int v = key;

	b = rcu_dereference(x->b);
	x->n++;
	guard(rcu)();
	v += b->v;
	return v;
}


/*
 * check-name: fix --style=lock: a guard(rcu)() inside the region: guard(rcu)() before the access, no rcu_read_unlock() in the middle of the guard's scope
 * check-command: rcucheck fix --diff --style=lock -C . reader-guard-in-region.json
 *
 * check-output-start
 * [PATCH 1/1] reader-guard-in-region: Fix missing RCU protection for rcu_dereference() in late_reader()
 * --- a/reader-guard-in-region.c
 * +++ b/reader-guard-in-region.c
 * @@ -3,6 +3,7 @@ int late_reader(struct foo *x, int key)
 *  	struct bar *b;
 *  	int v = key;
 *  
 * +	guard(rcu)();
 *  	b = rcu_dereference(x->b);
 *  	x->n++;
 *  	guard(rcu)();
 * check-output-end
 */
