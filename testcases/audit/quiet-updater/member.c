// Not proved for rcu_reclaim.cocci: the object a member points to
// unlinked, then freed (spatch prints it): its E, p->q, names q only as
// a field.
struct bar {
	struct list_head node;
};

struct holder {
	struct bar *q;
};

void holder_drop(struct holder *p)
{
	list_del_rcu(&p->q->node);
	kfree(p->q);
}
