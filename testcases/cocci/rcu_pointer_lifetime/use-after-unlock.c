/*
 * check-name: rcu_pointer_lifetime: a credential used after rcu_read_unlock()
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	use-after-unlock.c	16	9	task_uid_racy	rcu-use-after-unlock	rcu	-	-	local	-	cred->uid
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
