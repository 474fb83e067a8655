/*
 * kernel/workqueue.c's alloc_and_link_pwqs() (6.12): the address of a
 * field of rcu_access_pointer()'s result compared, not dereferenced;
 * and a pointer from rcu_dereference() whose entry is unlinked after
 * the unlock: a write through it.
 */
int link_pwqs(struct workqueue_struct *wq, int ret)
{
	struct pool_workqueue *dfl_pwq;

	dfl_pwq = rcu_access_pointer(wq->dfl_pwq);
	WARN(!ret && (wq->pwqs.next != &dfl_pwq->pwqs_node ||
		      wq->pwqs.prev != &dfl_pwq->pwqs_node),
	     "ordering guarantee broken for workqueue %s\n", wq->name);
	return ret;
}

void unlink_pwq(struct workqueue_struct *wq)
{
	struct pool_workqueue *pwq;

	rcu_read_lock();
	pwq = rcu_dereference(wq->dfl_pwq);
	rcu_read_unlock();
	list_del_rcu(&pwq->pwqs_node);
}
