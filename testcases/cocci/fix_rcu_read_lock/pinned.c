static struct sigqueue *sigqueue_alloc_one(int sig, struct task_struct *t, gfp_t flags)
{
	struct user_struct *user;

	user = get_uid(__task_cred(t)->user);
	atomic_inc(&user->sigpending);
	return kmem_cache_alloc(sigqueue_cachep, flags);
}

static struct sigqueue *
__sigqueue_alloc(int sig, struct task_struct *t, gfp_t gfp_flags,
		 int override_rlimit, const unsigned int sigqueue_flags)
{
	struct ucounts *ucounts = NULL;
	long sigpending;

	ucounts = __task_cred(t)->ucounts;
	sigpending = inc_rlimit_get_ucounts(ucounts, UCOUNT_RLIMIT_SIGPENDING,
					    override_rlimit);
	if (!sigpending)
		return NULL;
	return NULL;
}

static int reader_already(struct task_struct *t)
{
	struct user_struct *user;

	rcu_read_lock();
	user = get_uid(__task_cred(t)->user);
	rcu_read_unlock();
	free_uid(user);
	return 0;
}

static kuid_t not_pinned(struct task_struct *t)
{
	const struct cred *pcred = __task_cred(t);

	return pcred->uid;
}

/*
 * check-name: fix_rcu_read_lock.cocci: patch mode wraps a load pinned by a get() call, and only those two functions
 * check-command: spatch --very-quiet --no-includes --include-headers --sp-file $home/cocci/fix_rcu_read_lock.cocci -D patch $file
 *
 * check-output-contains: @@ -2,7 +2,9 @@ static struct sigqueue *sigqueue_alloc_o
 * check-output-contains: @@ -14,9 +16,11 @@ __sigqueue_alloc(int sig, struct task_st
 * check-output-contains: +	rcu_read_lock();
 * check-output-contains:  	user = get_uid(__task_cred(t)->user);
 * check-output-contains: +	rcu_read_unlock();
 * check-output-contains:  	ucounts = __task_cred(t)->ucounts;
 * check-output-contains:  					    override_rlimit);
 */
