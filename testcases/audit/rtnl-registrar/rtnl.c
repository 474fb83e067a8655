struct sched { int v; };
struct qdisc { struct sched __rcu *admin; struct mutex lock; };

/*
 * 6.1 taprio_dump(): a qdisc's ->dump reads its schedule with
 * rtnl_dereference(); it is reached from tc_get_qdisc() and
 * tc_dump_qdisc(), which sch_api.c registers with rtnl_register():
 * rtnetlink_rcv_msg() runs the doit under rtnl_lock() (no
 * RTNL_FLAG_DOIT_UNLOCKED), and the dump runs under the RTNL too
 * (rcu/data/callback-lock-registrars).
 */
static int q_dump(struct qdisc *q)
{
	return rcu_dereference_protected(q->admin, lockdep_rtnl_is_held())->v;
}

/* Also reached from a work item below, which holds nothing. */
static int q_show(struct qdisc *q)
{
	return rcu_dereference_protected(q->admin, lockdep_rtnl_is_held())->v;
}

static int get_q(struct sk_buff *skb, struct nlmsghdr *n, struct netlink_ext_ack *extack)
{
	return q_dump(skb->q) + q_show(skb->q);
}

static int dump_q(struct sk_buff *skb, struct netlink_callback *cb)
{
	return q_dump(skb->q);
}

static int __init q_init(void)
{
	rtnl_register(PF_UNSPEC, RTM_GETQDISC, get_q, dump_q,
		      0);
	return 0;
}

/* A module's registration: the same invoker. */
static int mod_get(struct sk_buff *skb, struct nlmsghdr *n, struct netlink_ext_ack *extack)
{
	return rcu_dereference_protected(skb->q->admin, lockdep_rtnl_is_held())->v;
}

static int __init mod_init(void)
{
	return rtnl_register_module(THIS_MODULE, PF_BRIDGE, RTM_GETLINK, mod_get, NULL, 0);
}

/* Registered with RTNL_FLAG_DOIT_UNLOCKED: no RTNL around it, still reported. */
static int unlocked_get(struct sk_buff *skb, struct nlmsghdr *n, struct netlink_ext_ack *extack)
{
	return rcu_dereference_protected(skb->q->admin, lockdep_rtnl_is_held())->v;
}

/* A dump registered with RTNL_FLAG_DUMP_UNLOCKED (6.12): no RTNL either, still reported. */
static int unlocked_dump(struct sk_buff *skb, struct netlink_callback *cb)
{
	return rcu_dereference_protected(skb->q->admin, lockdep_rtnl_is_held())->v;
}

static int __init unlocked_init(void)
{
	rtnl_register(PF_UNSPEC, RTM_GETROUTE, unlocked_get, NULL, RTNL_FLAG_DOIT_UNLOCKED);
	rtnl_register(PF_UNSPEC, RTM_GETNEIGH, NULL, unlocked_dump,
		      RTNL_FLAG_DOIT_UNLOCKED | RTNL_FLAG_DUMP_UNLOCKED);
	return 0;
}

/* The RTNL is not the qdisc's own lock: a handler needing that one is still reported. */
static int locked_get(struct sk_buff *skb, struct nlmsghdr *n, struct netlink_ext_ack *extack)
{
	return rcu_dereference_protected(skb->q->admin, lockdep_is_held(&skb->q->lock))->v;
}

static int __init locked_init(void)
{
	rtnl_register(PF_UNSPEC, RTM_GETRULE, locked_get, NULL, 0);
	return 0;
}

/* Called outside the invoker as well (a work item's function): still reported. */
static void q_work(struct work_struct *w)
{
	struct qdisc *q = container_of(w, struct qdisc, work);

	q_show(q);
}

static int __init work_init(struct qdisc *q)
{
	INIT_WORK(&q->work, q_work);
	return 0;
}
