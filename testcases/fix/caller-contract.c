/* Must be called under rcu_read_lock(). */
static bool may_renice(struct task_struct *p)
{
	const struct cred *pcred = __task_cred(p);

	return uid_eq(pcred->uid, current_euid());
}

int renice(struct task_struct *p, int niceval)
{
	int err;

	err = may_renice(p) ? 0 : -EPERM;
	if (!err)
		set_user_nice(p, niceval);
	return err;
}

/*
 * check-name: fix: the caller of a helper documented as needing the read lock is fixed, not the helper
 * check-command: rcucheck fix --diff -C . caller-contract.json
 *
 * check-output-start
 * [PATCH 1/1] caller-contract: Fix missing RCU protection for __task_cred() in renice()
 * --- a/caller-contract.c
 * +++ b/caller-contract.c
 * @@ -10,7 +10,9 @@ int renice(struct task_struct *p, int ni
 *  {
 *  	int err;
 *  
 * +	rcu_read_lock();
 *  	err = may_renice(p) ? 0 : -EPERM;
 * +	rcu_read_unlock();
 *  	if (!err)
 *  		set_user_nice(p, niceval);
 *  	return err;
 * check-output-end
 */
