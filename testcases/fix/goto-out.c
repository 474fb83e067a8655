int lookup(struct foo *x, int key)
{
	struct bar *b;
	int ret = -EINVAL;

	if (key < 0)
		goto out;
	ret = -ENOENT;
	b = rcu_dereference(x->b);
	if (!b)
		goto out;
	ret = b->key == key ? b->v : -ENOENT;
out:
	return ret;
}

/*
 * check-name: fix: gotos out of the region go through a new out_unlock label
 * check-command: rcucheck fix --diff -C . goto-out.json
 *
 * check-output-start
 * [PATCH 1/1] goto-out: Fix missing RCU protection for rcu_dereference() in lookup()
 * --- a/goto-out.c
 * +++ b/goto-out.c
 * @@ -6,10 +6,13 @@ int lookup(struct foo *x, int key)
 *  	if (key < 0)
 *  		goto out;
 *  	ret = -ENOENT;
 * +	rcu_read_lock();
 *  	b = rcu_dereference(x->b);
 *  	if (!b)
 * -		goto out;
 * +		goto out_unlock;
 *  	ret = b->key == key ? b->v : -ENOENT;
 * +out_unlock:
 * +	rcu_read_unlock();
 *  out:
 *  	return ret;
 *  }
 * check-output-end
 */
