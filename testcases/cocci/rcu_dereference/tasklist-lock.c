/*
 * check-name: rcu_dereference: __task_cred() under tasklist_lock only (the 2009 setpriority bug)
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * read_lock(&tasklist_lock) is no RCU read-side critical section: lockdep-RCU
 * splats here (kernel/sys.c in 2009, d4581a239a40).
 *
 * check-output-start
 * rcucheck	access	tasklist-lock.c	75	10	kill_as_cred_perm	rcu-dereference	rcu	-	-	entry	&tasklist_lock	__task_cred(target)
 * rcucheck	access	tasklist-lock.c	51	10	set_one_prio_perm	rcu-dereference	rcu	-	-	entry	&tasklist_lock	__task_cred(p)
 * check-output-end
 *
 * check-name: rcu_dereference: coccicheck context mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D context --very-quiet --cocci-file $home/cocci/rcu_dereference.cocci --no-includes --include-headers $file
 *
 * set_one_prio_perm() and kill_as_cred_perm() are reported, the fixed one is quiet.
 *
 * check-output-contains: -	pcred = __task_cred(p);
 * check-output-contains: -	pcred = __task_cred(target);
 * check-output-contains: --- tasklist-lock.c
 *
 * check-name: rcu_dereference: coccicheck org mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D org --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_dereference.cocci --no-includes --include-headers $file
 *
 * check-output-start
 * * TODO [[view:tasklist-lock.c::face=ovl-face1::linb=75::colb=9::cole=28][__task_cred(target) outside rcu_read_lock(); held instead: &tasklist_lock]]
 * * TODO [[view:tasklist-lock.c::face=ovl-face1::linb=51::colb=9::cole=23][__task_cred(p) outside rcu_read_lock(); held instead: &tasklist_lock]]
 * check-output-end
 *
 * check-name: rcu_dereference: coccicheck report mode (the flags make coccicheck passes, no macro file)
 * check-command: spatch -D report --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_dereference.cocci --no-includes --include-headers $file
 *
 * check-output-start
 * tasklist-lock.c:75:9-28: __task_cred(target) outside rcu_read_lock(); held instead: &tasklist_lock
 * tasklist-lock.c:51:9-23: __task_cred(p) outside rcu_read_lock(); held instead: &tasklist_lock
 * check-output-end
 *
 * check-name: rcu_dereference: report mode names tasklist_lock as held instead
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D report $file
 * check-output-start
 * tasklist-lock.c:75:9-28: __task_cred(target) outside rcu_read_lock(); held instead: &tasklist_lock
 * tasklist-lock.c:51:9-23: __task_cred(p) outside rcu_read_lock(); held instead: &tasklist_lock
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
