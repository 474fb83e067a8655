/*
 * 6.1 net/sched/cls_flow.c flow_walk(): rtnl_dereference() in a
 * tcf_proto_ops ->walk, matched by the field's name only to
 * nf_tables_dump_set()'s set->ops->walk(), which holds rcu_read_lock().
 * A reader held by a caller matched by name only is a guess, not the
 * seed's mistake: the lower tier. The same reader held in the function
 * itself is the mistake: default tier.
 */
#include "include/rtnetlink.h"

static void flow_walk(struct tcf_proto *tp, struct tcf_walker *arg)
{
	struct flow_head *head = rtnl_dereference(tp->root);

	arg->count = head->n;
}

static struct tcf_proto_ops cls_flow_ops = {
	.walk = flow_walk,
};

static void dump_set(struct nft_set *set, struct nft_set_iter *iter)
{
	rcu_read_lock();
	set->ops->walk(set, iter);
	rcu_read_unlock();
}

SYSCALL_DEFINE1(dump_set, int, id)
{
	dump_set(set_find(id), iter_of(id));
	return 0;
}

SYSCALL_DEFINE1(flow_peek, struct tcf_proto *, tp)
{
	struct flow_head *head;

	rcu_read_lock();
	head = rtnl_dereference(tp->root);
	rcu_read_unlock();
	return head != NULL;
}
