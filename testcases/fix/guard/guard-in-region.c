int mid_guard(struct foo *x, int key)
{
	struct bar *b;
	int v = key;

	b = rcu_dereference(x->b);
	guard(spinlock)(&x->lock);
	v += b->v;
	x->m = v;
	return v;
}


/*
 * check-name: fix: a guard(spinlock) inside the region: the reader becomes guard(rcu)() to the end of the scope, never a scoped_guard(rcu) that would end the spinlock's guard with it
 * check-command: rcucheck fix --diff -C . guard-in-region.json
 *
 * check-output-start
 * [PATCH 1/1] guard-in-region: Fix missing RCU protection for rcu_dereference() in mid_guard()
 * --- a/guard-in-region.c
 * +++ b/guard-in-region.c
 * @@ -3,6 +3,7 @@ int mid_guard(struct foo *x, int key)
 *  	struct bar *b;
 *  	int v = key;
 *  
 * +	guard(rcu)();
 *  	b = rcu_dereference(x->b);
 *  	guard(spinlock)(&x->lock);
 *  	v += b->v;
 * check-output-end
 */
