# check-name: audit: a call of rcu/data/unreached-calls never reaches its target: 6.1 netdev_run_todo()'s linkwatch_forget_dev(), after the RTNL is dropped, never runs linkwatch_do_dev()'s dev_activate() / dev_deactivate() (under IFF_UP; every device on the todo list was closed), so a genl dump ending in rtnl_unlock() is no chain to them; linkwatch_do_dev()'s netdev_state_change(), not a row's target, is still reported by that chain
# check-command: rcucheck audit --no-tree -C unreached-call --tier=all
# check-exit-value: 1
# check-output-start
# net/sched/sch_generic.c:18:2: warning: [rcu-dereference-protected] rcu_dereference_protected(dev->ingress, lockdep_rtnl_is_held()) without holding rtnl_mutex; dump_keys() is a generic netlink command's handler (.dumpit at net/core/dev.c:56), run by netlink_dump() with no reader held (in netdev_state_change)
#   access: rcu_dereference_protected(dev->ingress, lockdep_rtnl_is_held())
#   chain: linkwatch_do_dev() (net/core/link_watch.c:15) <- linkwatch_forget_dev() (net/core/link_watch.c:34) <- netdev_run_todo() (net/core/dev.c:16) <- rtnl_unlock() (net/core/dev.c:21) <- finish_dump() (net/core/dev.c:40) <- dump_keys() (net/core/dev.c:49)
#   root: entry
# check-output-end
#
# check-name: audit: the unreached call is only netdev_run_todo()'s: another caller of linkwatch_forget_dev() holding nothing (a work item) still reaches dev_activate() / dev_deactivate()
# check-command: rcucheck audit --no-tree -C unreached-call-other --tier=all
# check-exit-value: 1
# check-output-start
# net/sched/sch_generic.c:7:2: warning: [rcu-dereference-protected] rcu_dereference_protected(dev->qdisc, lockdep_rtnl_is_held()) without holding rtnl_mutex; other_forget_task() is a work item (INIT_WORK() at net/core/dev.c:68), run by process_one_work() with no reader held (in dev_activate)
#   access: rcu_dereference_protected(dev->qdisc, lockdep_rtnl_is_held())
#   chain: linkwatch_do_dev() (net/core/link_watch.c:11) <- linkwatch_forget_dev() (net/core/link_watch.c:34) <- other_forget_task() (net/core/dev.c:63)
#   root: entry
#   tier: lower
# net/sched/sch_generic.c:12:2: warning: [rcu-dereference-protected] rcu_dereference_protected(dev->qdisc, lockdep_rtnl_is_held()) without holding rtnl_mutex; other_forget_task() is a work item (INIT_WORK() at net/core/dev.c:68), run by process_one_work() with no reader held (in dev_deactivate)
#   access: rcu_dereference_protected(dev->qdisc, lockdep_rtnl_is_held())
#   chain: linkwatch_do_dev() (net/core/link_watch.c:13) <- linkwatch_forget_dev() (net/core/link_watch.c:34) <- other_forget_task() (net/core/dev.c:63)
#   root: entry
#   tier: lower
# net/sched/sch_generic.c:18:2: warning: [rcu-dereference-protected] rcu_dereference_protected(dev->ingress, lockdep_rtnl_is_held()) without holding rtnl_mutex; dump_keys() is a generic netlink command's handler (.dumpit at net/core/dev.c:56), run by netlink_dump() with no reader held (in netdev_state_change)
#   access: rcu_dereference_protected(dev->ingress, lockdep_rtnl_is_held())
#   chain: linkwatch_do_dev() (net/core/link_watch.c:15) <- linkwatch_forget_dev() (net/core/link_watch.c:34) <- netdev_run_todo() (net/core/dev.c:16) <- rtnl_unlock() (net/core/dev.c:21) <- finish_dump() (net/core/dev.c:40) <- dump_keys() (net/core/dev.c:49)
#   root: entry
# check-output-end
