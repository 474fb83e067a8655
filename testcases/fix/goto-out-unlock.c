int peek(struct foo *x)
{
	struct bar *b;
	int ret = -ENOENT;

	spin_lock(&x->lock);
	b = rcu_dereference(x->b);
	if (!b)
		goto out_unlock;
	ret = b->v;
out_unlock:
	spin_unlock(&x->lock);
	return ret;
}

/*
 * check-name: fix: spinlock held around the access, goto out_unlock: rcu_read_lock() outermost
 * check-command: rcucheck fix --diff -C . goto-out-unlock.json
 *
 * check-output-start
 * [PATCH 1/1] goto-out-unlock: Fix missing RCU protection for rcu_dereference() in peek()
 * --- a/goto-out-unlock.c
 * +++ b/goto-out-unlock.c
 * @@ -3,6 +3,7 @@ int peek(struct foo *x)
 *  	struct bar *b;
 *  	int ret = -ENOENT;
 *  
 * +	rcu_read_lock();
 *  	spin_lock(&x->lock);
 *  	b = rcu_dereference(x->b);
 *  	if (!b)
 * @@ -10,6 +11,7 @@ int peek(struct foo *x)
 *  	ret = b->v;
 *  out_unlock:
 *  	spin_unlock(&x->lock);
 * +	rcu_read_unlock();
 *  	return ret;
 *  }
 *  
 * check-output-end
 */
