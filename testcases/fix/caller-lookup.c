/* Must be called under rcu_read_lock(). */
static bool may_renice(struct task_struct *p)
{
	const struct cred *pcred = __task_cred(p);

	return uid_eq(pcred->uid, current_euid());
}

int renice_pid(pid_t nr, int niceval)
{
	struct task_struct *p;
	int ret = -ESRCH;

	if (nr <= 0)
		return -EINVAL;
	p = find_task_by_vpid(nr);
	if (p)
		ret = may_renice(p) ? 0 : -EPERM;
	return ret;
}

/*
 * check-name: fix: at the caller, the lookup that found the helper's argument joins the region
 * check-command: rcucheck fix --diff -C . caller-lookup.json
 *
 * check-output-start
 * [PATCH 1/1] caller-lookup: Fix missing RCU protection for __task_cred() in renice_pid()
 * --- a/caller-lookup.c
 * +++ b/caller-lookup.c
 * @@ -13,9 +13,11 @@ int renice_pid(pid_t nr, int niceval)
 *  
 *  	if (nr <= 0)
 *  		return -EINVAL;
 * +	rcu_read_lock();
 *  	p = find_task_by_vpid(nr);
 *  	if (p)
 *  		ret = may_renice(p) ? 0 : -EPERM;
 * +	rcu_read_unlock();
 *  	return ret;
 *  }
 *  
 * check-output-end
 */
