static struct sigqueue *sigqueue_alloc_one(int sig, struct task_struct *t, gfp_t flags)
{
	struct sigqueue *q;
	struct user_struct *user;

	/*
	 * We won't get problems with the target's UID changing under us
	 * because changing it requires RCU be used, and if t != current, the
	 * caller must be holding the RCU readlock (by way of a spinlock) and
	 * we use RCU protection here
	 */
	user = get_uid(__task_cred(t)->user);
	atomic_inc(&user->sigpending);
	q = kmem_cache_alloc(sigqueue_cachep, flags);
	if (!q) {
		atomic_dec(&user->sigpending);
		free_uid(user);
	}
	return q;
}

/*
 * check-name: fix: a comment claiming a spinlock is as good as the read lock is corrected; the region ends at get_uid()
 * check-command: rcucheck fix --diff -C . comment.json
 * check-error-contains: sigqueue_alloc_one(): rcu_read_lock() placed by cocci/fix_rcu_read_lock.cocci (spatch)
 *
 * check-output-start
 * [PATCH 1/1] comment: Fix missing RCU protection for __task_cred() in sigqueue_alloc_one()
 * --- a/comment.c
 * +++ b/comment.c
 * @@ -4,12 +4,12 @@ static struct sigqueue *sigqueue_alloc_o
 *  	struct user_struct *user;
 *  
 *  	/*
 * -	 * We won't get problems with the target's UID changing under us
 * -	 * because changing it requires RCU be used, and if t != current, the
 * -	 * caller must be holding the RCU readlock (by way of a spinlock) and
 * -	 * we use RCU protection here
 * +	 * Protect access to @t credentials. This can go away when all
 * +	 * callers hold rcu read lock.
 *  	 */
 * +	rcu_read_lock();
 *  	user = get_uid(__task_cred(t)->user);
 * +	rcu_read_unlock();
 *  	atomic_inc(&user->sigpending);
 *  	q = kmem_cache_alloc(sigqueue_cachep, flags);
 *  	if (!q) {
 * check-output-end
 */
