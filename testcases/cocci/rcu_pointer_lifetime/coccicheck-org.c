/*
 * check-name: rcu_pointer_lifetime: coccicheck org mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D org --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_pointer_lifetime.cocci --no-includes --include-headers $file
 *
 * The first function is reported, the second one is quiet.
 *
 * check-output-start
 * * TODO [[view:coccicheck-org.c::face=ovl-face1::linb=18::colb=8::cole=17][cred->uid: cred is from __task_cred() at line 16 and is used after the rcu_read_unlock() at line 17]]
 * check-output-end
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
