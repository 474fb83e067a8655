/*
 * check-name: rcu_pointer_lifetime: a credential used after rcu_read_unlock()
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	use-after-unlock.c	38	9	task_uid_racy	rcu-use-after-unlock	rcu	-	-	local	-	cred->uid
 * check-output-end
 *
 * check-name: rcu_pointer_lifetime: coccicheck context mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D context --very-quiet --cocci-file $home/cocci/rcu_pointer_lifetime.cocci --no-includes --include-headers $file
 *
 * The first function is reported, the second one is quiet.
 *
 * check-output-contains: -	return cred->uid;
 * check-output-contains: --- use-after-unlock.c
 *
 * check-name: rcu_pointer_lifetime: coccicheck org mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D org --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_pointer_lifetime.cocci --no-includes --include-headers $file
 *
 * check-output-start
 * * TODO [[view:use-after-unlock.c::face=ovl-face1::linb=38::colb=8::cole=17][cred->uid: cred is from __task_cred() at line 36 and is used after the rcu_read_unlock() at line 37]]
 * check-output-end
 *
 * check-name: rcu_pointer_lifetime: coccicheck report mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D report --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_pointer_lifetime.cocci --no-includes --include-headers $file
 *
 * check-output-start
 * use-after-unlock.c:38:8-17: cred->uid: cred is from __task_cred() at line 36 and is used after the rcu_read_unlock() at line 37
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
