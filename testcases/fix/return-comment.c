int pull(struct conn *c, int busy)
{
	struct cfg *nc;
	int limit;

	rcu_read_lock();
	nc = rcu_dereference(c->cfg);
	rcu_read_unlock();
	if (busy)
		return 0; /* nothing to do ... */
	limit = nc->fill;
	return limit;
}

/*
 * check-name: fix: a return braced for its unlock keeps its trailing comment inside the braces
 * check-command: rcucheck fix --diff -C . return-comment.json
 *
 * check-output-start
 * [PATCH 1/1] return-comment: Fix use of nc after rcu_read_unlock() in pull()
 * --- a/return-comment.c
 * +++ b/return-comment.c
 * @@ -5,10 +5,12 @@ int pull(struct conn *c, int busy)
 *  
 *  	rcu_read_lock();
 *  	nc = rcu_dereference(c->cfg);
 * -	rcu_read_unlock();
 * -	if (busy)
 * +	if (busy) {
 * +		rcu_read_unlock();
 *  		return 0; /* nothing to do ... */
 * +	}
 *  	limit = nc->fill;
 * +	rcu_read_unlock();
 *  	return limit;
 *  }
 *  
 * check-output-end
 */
