/* kill_pid_info_as_uid() as it was before the 2009 fix. */
static inline bool kill_as_cred_perm(const struct cred *cred,
				     struct task_struct *target)
{
	const struct cred *pcred = __task_cred(target);

	return uid_eq(cred->euid, pcred->suid) || uid_eq(cred->euid, pcred->uid);
}

int kill_pid_usb_asyncio(int sig, struct pid *pid, const struct cred *cred)
{
	struct task_struct *p;
	int ret = -EINVAL;

	read_lock(&tasklist_lock);
	p = pid_task(pid, PIDTYPE_PID);
	if (!p) {
		ret = -ESRCH;
		goto out_unlock;
	}
	if (!kill_as_cred_perm(cred, p)) {
		ret = -EPERM;
		goto out_unlock;
	}
	ret = 0;
out_unlock:
	read_unlock(&tasklist_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(kill_pid_usb_asyncio);
