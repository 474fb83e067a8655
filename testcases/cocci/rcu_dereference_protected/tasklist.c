/*
 * check-name: rcu_dereference_protected: tasklist_lock, and rcu_read_lock() held instead
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * A reader does not satisfy rcu_dereference_protected(): only its condition
 * counts (that one wants rcu_dereference()).
 *
 * check-output-start
 * rcucheck	access	tasklist.c	27	11	parent_reader	rcu-dereference-protected	protected	-	lockdep_tasklist_lock_is_held()	entry	rcu_read_lock()	rcu_dereference_protected(p->real_parent, lockdep_tasklist_lock_is_held())
 * check-output-end
 */
struct task_struct *parent_locked(struct task_struct *p)
{
	struct task_struct *parent;

	read_lock(&tasklist_lock);
	parent = rcu_dereference_protected(p->real_parent, lockdep_tasklist_lock_is_held());
	read_unlock(&tasklist_lock);
	return parent;
}

struct task_struct *parent_reader(struct task_struct *p)
{
	struct task_struct *parent;

	rcu_read_lock();
	parent = rcu_dereference_protected(p->real_parent, lockdep_tasklist_lock_is_held());
	rcu_read_unlock();
	return parent;
}
