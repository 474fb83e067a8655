/*
 * check-name: rcu_pointer_lifetime: coccicheck context mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D context --very-quiet --cocci-file $home/cocci/rcu_pointer_lifetime.cocci --no-includes --include-headers $file
 *
 * The first function is reported, the second one is quiet.
 *
 * check-output-contains: -	return cred->uid;
 * check-output-contains: --- coccicheck-context.c
 */
uid_t task_uid_racy(struct task_struct *p)
{
	const struct cred *cred;

	rcu_read_lock();
	cred = __task_cred(p);
	rcu_read_unlock();
	return cred->uid;
}

uid_t task_uid_ok(struct task_struct *p)
{
	const struct cred *cred;
	uid_t uid;

	rcu_read_lock();
	cred = __task_cred(p);
	uid = cred->uid;
	rcu_read_unlock();
	return uid;
}
