struct sched { int v; };
struct taprio_sched { struct sched __rcu *admin; };

/*
 * 6.1 taprio_change(): rtnl_dereference() of the schedules. taprio_init()
 * returns -EINVAL without options before calling it, and
 * qdisc_create_dflt() always calls ->init() with none
 * (rcu/data/unreached-calls).
 */
static int taprio_change(struct taprio_sched *q, struct nlattr *opt)
{
	return rcu_dereference_protected(q->admin, lockdep_rtnl_is_held())->v;
}

static int taprio_init(struct taprio_sched *q, struct nlattr *opt)
{
	if (!opt)
		return -EINVAL;
	return taprio_change(q, opt);
}

/* The same shape, not a row's target: still reported through the default qdisc. */
static int other_change(struct taprio_sched *q, struct nlattr *opt)
{
	return rcu_dereference_protected(q->admin, lockdep_rtnl_is_held())->v;
}

static int other_init(struct taprio_sched *q, struct nlattr *opt)
{
	return other_change(q, opt);
}

static struct Qdisc_ops taprio_qdisc_ops = {
	.id = "taprio",
	.init = taprio_init,
};

static struct Qdisc_ops other_qdisc_ops = {
	.id = "other",
	.init = other_init,
};
