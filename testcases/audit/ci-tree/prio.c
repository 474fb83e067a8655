/* setpriority() as it was before the 2009 fix: helpers two deep. */

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
	struct task_struct *p;
	int error = -EINVAL;

	read_lock(&tasklist_lock);
	switch (which) {
	case PRIO_PROCESS:
		p = who ? find_task_by_vpid(who) : current;
		if (p)
			error = set_one_prio(p, niceval, error);
		break;
	default:
		goto out_unlock;
	}
out_unlock:
	read_unlock(&tasklist_lock);
	return error;
}
