/*
 * check-name: rcu_pointer_lifetime: the address of a field of rcu_access_pointer()'s result is no dereference
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * kernel/workqueue.c's alloc_and_link_pwqs() (6.12) compares
 * &dfl_pwq->pwqs_node with the list's ends: quiet. A field read through
 * it, or the entry passed to a list function, is reported.
 *
 * check-output-start
 * rcucheck	access	access-pointer-address.c	42	9	flags	rcu-access-pointer-deref	-	-	-	local	-	pwq->flags
 * rcucheck	access	access-pointer-address.c	49	16	unlink	rcu-access-pointer-deref	-	-	-	local	-	pwq->pwqs_node
 * check-output-end
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

bool is_first(struct workqueue_struct *wq)
{
	struct pool_workqueue *first = rcu_access_pointer(wq->first);

	return wq->pwqs.next == &first->pwqs_node;
}

bool is_head(struct workqueue_struct *wq, struct list_head *head)
{
	return head == &rcu_access_pointer(wq->dfl_pwq)->pwqs_node;
}

int flags(struct workqueue_struct *wq)
{
	struct pool_workqueue *pwq;

	pwq = rcu_access_pointer(wq->dfl_pwq);
	return pwq->flags;
}

void unlink(struct workqueue_struct *wq)
{
	struct pool_workqueue *pwq = rcu_access_pointer(wq->dfl_pwq);

	list_del_rcu(&pwq->pwqs_node);
}
