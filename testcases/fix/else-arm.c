int classify(struct foo *x)
{
	struct bar *b;
	int v;

	b = rcu_dereference(x->b);
	if (!b)
		return -ENOENT;
	else
		v = b->v;
	return v;
}

/*
 * check-name: fix: a return in the then-arm of an if/else: both arms get braces, "} else {"
 * check-command: rcucheck fix --diff -C . else-arm.json
 *
 * check-output-start
 * [PATCH 1/1] else-arm: Fix missing RCU protection for rcu_dereference() in classify()
 * --- a/else-arm.c
 * +++ b/else-arm.c
 * @@ -3,11 +3,15 @@ int classify(struct foo *x)
 *  	struct bar *b;
 *  	int v;
 *  
 * +	rcu_read_lock();
 *  	b = rcu_dereference(x->b);
 * -	if (!b)
 * +	if (!b) {
 * +		rcu_read_unlock();
 *  		return -ENOENT;
 * -	else
 * +	} else {
 *  		v = b->v;
 * +	}
 * +	rcu_read_unlock();
 *  	return v;
 *  }
 *  
 * check-output-end
 */
