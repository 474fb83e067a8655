int get_val(struct foo *x, int key)
{
	struct bar *b;
	int v;

	b = rcu_dereference(x->b);
	if (!b)
		return -ENOENT;
	v = b->v;
	return v;
}

/*
 * check-name: fix --style=auto: neither the function nor its file uses guards: rcu_read_lock()/rcu_read_unlock(), as before
 * check-command: rcucheck fix --diff -C . no-guards.json
 *
 * check-output-start
 * [PATCH 1/1] no-guards: Fix missing RCU protection for rcu_dereference() in get_val()
 * --- a/no-guards.c
 * +++ b/no-guards.c
 * @@ -3,10 +3,14 @@ int get_val(struct foo *x, int key)
 *  	struct bar *b;
 *  	int v;
 *  
 * +	rcu_read_lock();
 *  	b = rcu_dereference(x->b);
 * -	if (!b)
 * +	if (!b) {
 * +		rcu_read_unlock();
 *  		return -ENOENT;
 * +	}
 *  	v = b->v;
 * +	rcu_read_unlock();
 *  	return v;
 *  }
 *  
 * check-output-end
 */

/*
 * check-name: fix --style=guard: guard(rcu)() even where the file uses no guards, when the tree defines the class
 * check-command: rcucheck fix --diff --style=guard -C . no-guards.json
 *
 * check-output-start
 * [PATCH 1/1] no-guards: Fix missing RCU protection for rcu_dereference() in get_val()
 * --- a/no-guards.c
 * +++ b/no-guards.c
 * @@ -3,6 +3,7 @@ int get_val(struct foo *x, int key)
 *  	struct bar *b;
 *  	int v;
 *  
 * +	guard(rcu)();
 *  	b = rcu_dereference(x->b);
 *  	if (!b)
 *  		return -ENOENT;
 * check-output-end
 */

/*
 * check-name: fix --style=lock: rcu_read_lock() even where the tree has guard(rcu)
 * check-command: rcucheck fix --diff --style=lock -C . no-guards.json
 *
 * check-output-start
 * [PATCH 1/1] no-guards: Fix missing RCU protection for rcu_dereference() in get_val()
 * --- a/no-guards.c
 * +++ b/no-guards.c
 * @@ -3,10 +3,14 @@ int get_val(struct foo *x, int key)
 *  	struct bar *b;
 *  	int v;
 *  
 * +	rcu_read_lock();
 *  	b = rcu_dereference(x->b);
 * -	if (!b)
 * +	if (!b) {
 * +		rcu_read_unlock();
 *  		return -ENOENT;
 * +	}
 *  	v = b->v;
 * +	rcu_read_unlock();
 *  	return v;
 *  }
 *  
 * check-output-end
 */
