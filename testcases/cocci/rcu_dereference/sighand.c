/*
 * check-name: rcu_dereference: lock_task_sighand() holds the siglock, not RCU
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference.cocci -D rcucheck $file
 *
 * The 2009 __sigqueue_alloc() bug (7cf7db8df0b7): the caller's siglock was
 * taken for an RCU reader.
 *
 * check-output-start
 * rcucheck	access	sighand.c	20	12	sigqueue_alloc	rcu-dereference	rcu	-	-	entry	&t->sighand->siglock	__task_cred(t)
 * check-output-end
 */
static struct sigqueue *sigqueue_alloc(struct task_struct *t)
{
	unsigned long flags;
	struct ucounts *ucounts = NULL;

	if (!lock_task_sighand(t, &flags))
		return NULL;
	ucounts = task_ucounts(t);
	ucounts = __task_cred(t)->ucounts;
	unlock_task_sighand(t, &flags);
	return ucounts ? alloc(ucounts) : NULL;
}
