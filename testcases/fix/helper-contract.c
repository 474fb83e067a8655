/*
 * Returns true if current's euid is same as p's uid or euid.
 *
 * Called with rcu_read_lock, creds are safe
 */
static bool set_one_prio_perm(struct task_struct *p)
{
	const struct cred *cred = current_cred(), *pcred = __task_cred(p);

	return uid_eq(pcred->uid, cred->euid);
}

/*
 * set the priority of a task
 * - the caller must hold the RCU read lock
 */
static int set_one_prio(struct task_struct *p, int niceval, int error)
{
	if (!set_one_prio_perm(p))
		return -EPERM;
	set_user_nice(p, niceval);
	return error;
}

SYSCALL_DEFINE3(setpriority, int, which, int, who, int, niceval)
{
	struct task_struct *g, *p;
	int error = -EINVAL;

	read_lock(&tasklist_lock);
	switch (which) {
	case PRIO_PROCESS:
		p = who ? find_task_by_vpid(who) : current;
		if (p)
			error = set_one_prio(p, niceval, error);
		break;
	case PRIO_USER:
		for_each_process_thread(g, p) {
			if (uid_eq(task_uid(p), current_uid()))
				error = set_one_prio(p, niceval, error);
		}
		break;
	default:
		goto out_unlock;
	}
out_unlock:
	read_unlock(&tasklist_lock);
	return error;
}

/*
 * check-name: fix: helpers with a caller-holds-the-lock contract are fixed in their caller, nested around tasklist_lock
 * check-command: rcucheck fix --diff -C . helper-contract.json
 *
 * check-output-start
 * [PATCH 1/1] helper-contract: Fix missing RCU protection for __task_cred() in setpriority()
 * --- a/helper-contract.c
 * +++ b/helper-contract.c
 * @@ -27,6 +27,7 @@ SYSCALL_DEFINE3(setpriority, int, which,
 *  	struct task_struct *g, *p;
 *  	int error = -EINVAL;
 *  
 * +	rcu_read_lock();
 *  	read_lock(&tasklist_lock);
 *  	switch (which) {
 *  	case PRIO_PROCESS:
 * @@ -45,6 +46,7 @@ SYSCALL_DEFINE3(setpriority, int, which,
 *  	}
 *  out_unlock:
 *  	read_unlock(&tasklist_lock);
 * +	rcu_read_unlock();
 *  	return error;
 *  }
 *  
 * check-output-end
 */
