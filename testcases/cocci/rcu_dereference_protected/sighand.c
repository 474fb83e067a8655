/*
 * check-name: rcu_dereference_protected: lock_task_sighand() holds the siglock
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
void sighand_locked(struct task_struct *t)
{
	unsigned long flags;

	if (!lock_task_sighand(t, &flags))
		return;
	rcu_dereference_protected(t->sig_ptr, lockdep_is_held(&t->sighand->siglock))->v++;
	unlock_task_sighand(t, &flags);
}

void siglock(struct task_struct *t)
{
	spin_lock_irq(&t->sighand->siglock);
	rcu_dereference_protected(t->sig_ptr, lockdep_is_held(&t->sighand->siglock))->v++;
	spin_unlock_irq(&t->sighand->siglock);
}
