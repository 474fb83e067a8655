/*
 * check-name: rcu_dereference: __task_cred() under tasklist_lock only (the 2009 setpriority bug)
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * read_lock(&tasklist_lock) is no RCU read-side critical section: lockdep-RCU
 * splats here (kernel/sys.c in 2009, d4581a239a40).
 *
 * check-output-start
 * rcucheck	access	tasklist-lock.c	18	10	set_one_prio_perm	rcu-dereference	rcu	-	-	entry	&tasklist_lock	__task_cred(p)
 * check-output-end
 */
static int set_one_prio_perm(struct task_struct *p)
{
	const struct cred *cred = current_cred(), *pcred;
	int ret;

	read_lock(&tasklist_lock);
	pcred = __task_cred(p);
	ret = uid_eq(pcred->uid, cred->euid) || uid_eq(pcred->euid, cred->euid);
	read_unlock(&tasklist_lock);
	return ret;
}
