int foo_get(struct ent **out)
{
	struct ent *p;

	rcu_read_lock();
	p = rcu_dereference(gp);
	rcu_read_unlock();
	if (!p)
		return -ENOENT;
	if (p->dead)
		return -ESTALE;
	if (!refcount_inc_not_zero(&p->ref))
		return -ENOENT;
	*out = p;
	return 0;
}

/*
 * sparse-rcu's record names the load, not the use; the section grows up
 * to the call that takes a reference, every early return unlocking.
 *
 * check-name: fix: sparse-rcu's use-after-unlock: the section grows up to the reference taken
 * check-command: rcucheck fix --diff -C . use-after-unlock-ref.json
 *
 * check-output-start
 * [PATCH 1/1] use-after-unlock-ref: Fix use of p after rcu_read_unlock() in foo_get()
 * --- a/use-after-unlock-ref.c
 * +++ b/use-after-unlock-ref.c
 * @@ -4,13 +4,19 @@ int foo_get(struct ent **out)
 *  
 *  	rcu_read_lock();
 *  	p = rcu_dereference(gp);
 * -	rcu_read_unlock();
 * -	if (!p)
 * +	if (!p) {
 * +		rcu_read_unlock();
 *  		return -ENOENT;
 * -	if (p->dead)
 * +	}
 * +	if (p->dead) {
 * +		rcu_read_unlock();
 *  		return -ESTALE;
 * -	if (!refcount_inc_not_zero(&p->ref))
 * +	}
 * +	if (!refcount_inc_not_zero(&p->ref)) {
 * +		rcu_read_unlock();
 *  		return -ENOENT;
 * +	}
 * +	rcu_read_unlock();
 *  	*out = p;
 *  	return 0;
 *  }
 * check-output-end
 *
 * check-name: fix: sparse-rcu's use-after-unlock: the message names the reference
 * check-command: rcucheck fix --stdout --no-signoff -C . use-after-unlock-ref.json
 *
 * check-output-contains: Move rcu_read_unlock() after the last use of p, up to
 * check-output-contains: refcount_inc_not_zero(), which takes its own reference. Unlock on the 3
 */
