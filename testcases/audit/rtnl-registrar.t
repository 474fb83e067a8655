# check-name: audit: a function passed as the doit or dumpit of rtnl_register() / rtnl_register_module() (rcu/data/callback-lock-registrars) runs under the RTNL that rtnetlink_rcv_msg() takes: 6.1 taprio_dump()'s rtnl_dereference() via tc_get_qdisc() and tc_dump_qdisc() is not reported; a handler registered with RTNL_FLAG_DOIT_UNLOCKED or RTNL_FLAG_DUMP_UNLOCKED, one needing another lock, and a function also called from a work item still are
# check-command: rcucheck audit --no-tree -C rtnl-registrar --tier=all
# check-exit-value: 1
# check-output-start
# rtnl.c:20:9: warning: [rcu-dereference-protected] rcu_dereference_protected(q->admin, lockdep_rtnl_is_held()) without holding rtnl_mutex; q_work() is a work item (INIT_WORK() at rtnl.c:93), run by process_one_work() with no reader held (in q_show)
#   access: rcu_dereference_protected(q->admin, lockdep_rtnl_is_held())
#   chain: q_work() (rtnl.c:88)
#   root: entry
#   tier: lower
# rtnl.c:54:9: warning: [rcu-dereference-protected] rcu_dereference_protected(skb->q->admin, lockdep_rtnl_is_held()) without holding rtnl_mutex; unlocked_get() is reached only through a function pointer (in unlocked_get)
#   access: rcu_dereference_protected(skb->q->admin, lockdep_rtnl_is_held())
#   root: callback
#   tier: lower
# rtnl.c:60:9: warning: [rcu-dereference-protected] rcu_dereference_protected(skb->q->admin, lockdep_rtnl_is_held()) without holding rtnl_mutex; unlocked_dump() is reached only through a function pointer (in unlocked_dump)
#   access: rcu_dereference_protected(skb->q->admin, lockdep_rtnl_is_held())
#   root: callback
#   tier: lower
# rtnl.c:74:9: warning: [rcu-dereference-protected] rcu_dereference_protected(skb->q->admin, lockdep_is_held(&skb->q->lock)) without holding lock; locked_get() is reached only through a function pointer (in locked_get)
#   access: rcu_dereference_protected(skb->q->admin, lockdep_is_held(&skb->q->lock))
#   root: callback
#   tier: lower
# check-output-end
