static inline bool kill_as_perm(const struct cred *cred, struct task_struct *target)
{
	const struct cred *pcred = __task_cred(target);

	return uid_eq(cred->euid, pcred->suid) || uid_eq(cred->euid, pcred->uid);
}

int kill_pid_as(int sig, struct pid *pid, const struct cred *cred)
{
	struct task_struct *p;
	unsigned long flags;
	int ret = -EINVAL;

	read_lock(&tasklist_lock);
	p = pid_task(pid, PIDTYPE_PID);
	if (!p) {
		ret = -ESRCH;
		goto out_unlock;
	}
	if (!kill_as_perm(cred, p)) {
		ret = -EPERM;
		goto out_unlock;
	}
	if (lock_task_sighand(p, &flags)) {
		ret = __send_signal_locked(sig, NULL, p, PIDTYPE_TGID, false);
		unlock_task_sighand(p, &flags);
	}
out_unlock:
	read_unlock(&tasklist_lock);
	return ret;
}

/*
 * check-name: fix: a tasklist_lock that only stood in for rcu_read_lock() is converted (seed patch 2), at the static helper's caller
 * check-command: rcucheck fix --stdout --no-signoff -C . convert-lock.json
 *
 * check-output-contains: Subject: [PATCH 1/1] convert-lock: Fix missing RCU protection for __task_cred() in kill_pid_as()
 * check-output-contains: kill_as_perm() is static, and only kill_pid_as() takes the lock held
 * check-output-contains: Convert the whole tasklist_lock section to rcu_read_lock()
 * check-output-contains: -	read_lock(&tasklist_lock);
 * check-output-contains: +	rcu_read_lock();
 * check-output-contains: -	read_unlock(&tasklist_lock);
 * check-output-contains: +	rcu_read_unlock();
 */
