/*
 * drivers/nvme/host/core.c's shape: namespaces read under srcu_read_lock()
 * of their head's srcu_struct, removed with synchronize_srcu() of the same
 * one reached through a member chain (&ns->head->srcu): the key of the
 * wait names the member only (->srcu), the readers' its struct (struct
 * ns_head.srcu). The same srcu_struct: no report. Controllers read under
 * the same srcu_struct and removed with synchronize_srcu() of another
 * member (&c->head->other_srcu): a mismatch, reported.
 */
struct ns_head {
	struct list_head list;
	struct list_head ctls;
	struct srcu_struct srcu;
	struct srcu_struct other_srcu;
};

struct ns {
	struct list_head siblings;
	struct ns_head *head;
	int ready;
};

struct ctl {
	struct list_head link;
	struct ns_head *head;
	int live;
};

int ns_count(struct ns_head *head)
{
	struct ns *ns;
	int idx, n = 0;

	idx = srcu_read_lock(&head->srcu);
	list_for_each_entry_rcu(ns, &head->list, siblings)
		n += ns->ready;
	srcu_read_unlock(&head->srcu, idx);
	return n;
}

void ns_remove(struct ns *ns)
{
	list_del_rcu(&ns->siblings);
	synchronize_srcu(&ns->head->srcu);
	kfree(ns);
}

int ctl_count(struct ns_head *head)
{
	struct ctl *c;
	int idx, n = 0;

	idx = srcu_read_lock(&head->srcu);
	list_for_each_entry_rcu(c, &head->ctls, link)
		n += c->live;
	srcu_read_unlock(&head->srcu, idx);
	return n;
}

void ctl_remove(struct ctl *c)
{
	list_del_rcu(&c->link);
	synchronize_srcu(&c->head->other_srcu);
	kfree(c);
}
