/*
 * check-name: rcu_dereference: a helper whose caller holds the reader is a fact for the audit
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * Locally the helper looks like a bug: the rule prints its access with STATE
 * entry and "rcucheck audit" finds that the only caller holds rcu_read_lock()
 * (kernel/sys.c set_one_prio() is the model). The caller has no access.
 *
 * check-output-start
 * rcucheck	access	caller-held.c	17	10	prio_perm	rcu-dereference	rcu	-	-	entry	-	__task_cred(p)
 * check-output-end
 */
static int prio_perm(struct task_struct *p)
{
	const struct cred *cred = current_cred(), *pcred;

	pcred = __task_cred(p);
	return uid_eq(pcred->uid, cred->euid);
}

int set_prio(struct task_struct *p)
{
	int ret;

	rcu_read_lock();
	ret = prio_perm(p);
	rcu_read_unlock();
	return ret;
}
