# check-name: audit: an unreached-calls row whose callee is a field call: qdisc_create_dflt()'s ops->init() passes no options, and 6.1 taprio_init() returns -EINVAL without them before taprio_change(), so a genl dump making a default qdisc is no chain to taprio_change()'s rtnl_dereference(); another qdisc's ->init() reached the same way is still reported
# check-command: rcucheck audit --no-tree -C unreached-field --tier=all
# check-exit-value: 1
# check-output-start
# net/sched/sch_taprio.c:25:9: warning: [rcu-dereference-protected] rcu_dereference_protected(q->admin, lockdep_rtnl_is_held()) without holding rtnl_mutex; other_init() is called through ->init (stored at net/sched/sch_taprio.c:40); dump_default() is a generic netlink command's handler (.dumpit at net/sched/sch_generic.c:17), run by netlink_dump() with no reader held (in other_change)
#   access: rcu_dereference_protected(q->admin, lockdep_rtnl_is_held())
#   chain: other_init() (net/sched/sch_taprio.c:30) <- qdisc_create_dflt() (net/sched/sch_generic.c:3, through ops->init()) <- dump_default() (net/sched/sch_generic.c:11)
#   root: entry
# check-output-end
