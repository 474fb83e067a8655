/*
 * check-name: rcu_dereference: coccicheck org mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D org --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_dereference.cocci --no-includes --include-headers $file
 *
 * The first function is reported, the second one is quiet.
 *
 * check-output-start
 * * TODO [[view:coccicheck-org.c::face=ovl-face1::linb=17::colb=9::cole=23][__task_cred(p) outside rcu_read_lock(); held instead: &tasklist_lock]]
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

static int set_one_prio_perm_fixed(struct task_struct *p)
{
	const struct cred *cred = current_cred(), *pcred;
	int ret;

	rcu_read_lock();
	pcred = __task_cred(p);
	ret = uid_eq(pcred->uid, cred->euid) || uid_eq(pcred->euid, cred->euid);
	rcu_read_unlock();
	return ret;
}
