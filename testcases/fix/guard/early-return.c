int get_val(struct foo *x, int key)
{
	struct bar *b;
	int v;

	scoped_guard(spinlock, &x->lock)
		x->hits++;
	b = rcu_dereference(x->b);
	if (!b)
		return -ENOENT;
	v = b->v;
	return v;
}

/*
 * check-name: fix --style=auto: the function uses guards: guard(rcu)(), no unlock before the early return (the guard releases on every exit)
 * check-command: rcucheck fix --diff -C . early-return.json
 *
 * check-output-start
 * [PATCH 1/1] early-return: Fix missing RCU protection for rcu_dereference() in get_val()
 * --- a/early-return.c
 * +++ b/early-return.c
 * @@ -5,6 +5,7 @@ int get_val(struct foo *x, int key)
 *  
 *  	scoped_guard(spinlock, &x->lock)
 *  		x->hits++;
 * +	guard(rcu)();
 *  	b = rcu_dereference(x->b);
 *  	if (!b)
 *  		return -ENOENT;
 * check-output-end
 */
