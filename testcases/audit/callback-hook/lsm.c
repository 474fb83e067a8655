/*
 * An LSM hook (LSM_HOOK_INIT(), call_int_hook(): the fields are macro
 * arguments, named in the model's callback-macros): security_foo_get()
 * calls it without the reader on one path, reached from a system call.
 */
static int foo_lsm_capget(struct task_struct *target)
{
	const struct cred *cred = __task_cred(target);

	return cred->uid.val ? 0 : -EPERM;
}

static struct security_hook_list foo_hooks[] = {
	LSM_HOOK_INIT(capget, foo_lsm_capget),
};

int security_foo_get(struct task_struct *target)
{
	return call_int_hook(capget, 0, target);
}

SYSCALL_DEFINE1(foo_capget, int, pid)
{
	struct task_struct *t;
	int ret;

	if (!pid)
		return security_foo_get(current);
	rcu_read_lock();
	t = find_task_by_vpid(pid);
	ret = t ? security_foo_get(t) : -ESRCH;
	rcu_read_unlock();
	return ret;
}
