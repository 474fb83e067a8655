/*
 * check-name: rcu_dereference: report mode names tasklist_lock as held instead
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D report $file
 *
 * check-output-start
 * tasklist-lock-report.c:15:9-28: __task_cred(target) outside rcu_read_lock(); held instead: &tasklist_lock
 * check-output-end
 */
static bool kill_as_cred_perm(const struct cred *cred, struct task_struct *target)
{
	const struct cred *pcred;
	bool ok;

	read_lock(&tasklist_lock);
	pcred = __task_cred(target);
	ok = uid_eq(cred->euid, pcred->suid) || uid_eq(cred->euid, pcred->uid);
	read_unlock(&tasklist_lock);
	return ok;
}
