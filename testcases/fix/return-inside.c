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
 * check-name: fix: an early return inside the region gets its own unlock, with braces
 * check-command: rcucheck fix --diff -C . return-inside.json
 *
 * check-output-start
 * [PATCH 1/1] return-inside: Fix missing RCU protection for rcu_dereference() in get_val()
 * --- a/return-inside.c
 * +++ b/return-inside.c
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
