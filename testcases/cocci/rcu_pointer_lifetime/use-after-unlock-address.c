/*
 * check-name: rcu_pointer_lifetime: after the unlock, an address taken or the pointer compared is no dereference
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * Reported: a field read or written, *p, p[i], a field of a field read
 * (&p->next->node reads p->next), and &p->node passed to a list
 * function (list_del_rcu() writes p->node). Quiet: &p->node compared or
 * stored, &p->a.b, &p->arr[i], &(p->node), &p[i], p compared, !p, p
 * tested, cast or passed on.
 *
 * check-output-start
 * rcucheck	access	use-after-unlock-address.c	119	9	index	rcu-use-after-unlock	rcu	-	-	local	-	v[i]
 * rcucheck	access	use-after-unlock-address.c	89	9	read	rcu-use-after-unlock	rcu	-	-	local	-	p->v
 * rcucheck	access	use-after-unlock-address.c	149	22	relink	rcu-use-after-unlock	rcu	-	-	local	-	p->hnode
 * rcucheck	access	use-after-unlock-address.c	109	9	star	rcu-use-after-unlock	rcu	-	-	local	-	*v
 * rcucheck	access	use-after-unlock-address.c	129	13	through	rcu-use-after-unlock	rcu	-	-	local	-	p->next
 * rcucheck	access	use-after-unlock-address.c	139	16	unlink	rcu-use-after-unlock	rcu	-	-	local	-	p->node
 * rcucheck	access	use-after-unlock-address.c	99	2	write	rcu-use-after-unlock	rcu	-	-	local	-	p->v
 * check-output-end
 */
int compared(struct foo *x, struct list_head *head)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	if (&p->node == head)
		return 1;
	return 0;
}

void stored(struct foo *x, int i)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	x->last = &p->node;
	x->inner = &p->a.b;
	x->slot = &p->arr[i];
	x->paren = &(p->node);
	x->next = &p[1];
}

int tested(struct foo *x, struct bar *q)
{
	struct bar *p;
	int n = 0;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	if (p == q)
		n++;
	if (p != NULL)
		n++;
	if (!p)
		n++;
	if (p)
		n++;
	x->cookie = (unsigned long)p;
	remember(x, p);
	return n;
}

/* kernel/workqueue.c, alloc_and_link_pwqs() (6.12) */
int link_pwqs(struct workqueue_struct *wq, int ret)
{
	struct pool_workqueue *dfl_pwq;

	rcu_read_lock();
	dfl_pwq = rcu_dereference(wq->dfl_pwq);
	rcu_read_unlock();
	WARN(!ret && (wq->pwqs.next != &dfl_pwq->pwqs_node ||
		      wq->pwqs.prev != &dfl_pwq->pwqs_node),
	     "ordering guarantee broken for workqueue %s\n", wq->name);
	return ret;
}

int read(struct foo *x)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	return p->v;
}

void write(struct foo *x)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	p->v = 1;
}

int star(struct foo *x)
{
	int *v;

	rcu_read_lock();
	v = rcu_dereference(x->count);
	rcu_read_unlock();
	return *v;
}

int index(struct foo *x, int i)
{
	int *v;

	rcu_read_lock();
	v = rcu_dereference(x->table);
	rcu_read_unlock();
	return v[i];
}

void through(struct foo *x)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	x->last = &p->next->node;
}

void unlink(struct foo *x)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	list_del_rcu(&p->node);
}

void relink(struct foo *x, struct hlist_head *head)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	hlist_add_head_rcu(&p->hnode, head);
}
