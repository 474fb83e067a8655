void f(struct task_struct *t)
{
	struct user_struct *user;

	user = get_uid(__task_cred(t)->user);
	free_uid(user);
}

/*
 * check-name: fix_rcu_read_lock.cocci: report mode names the get() call
 * check-command: spatch --very-quiet --no-includes --include-headers --sp-file $home/cocci/fix_rcu_read_lock.cocci -D report $file
 *
 * check-output-start
 * pinned-report.c:5:16-27: RCU load pinned by get_uid() outside rcu_read_lock(): wrap both in rcu_read_lock()
 * check-output-end
 */
