# check-name: audit: a struct packet_type's ->func runs inside the receive path's rcu_read_lock() (rcu/data/callback-invokers' func packet_type row for a typed store, callback-object-registrars' dev_add_pack() row for "ndp->ptype.func = fn" whose object is dev_add_pack()ed): 6.1 ncsi_aen_handler_lsc()'s list walk under ncsi_rcv_rsp() and a tap's initializer are not reported; the same walk from a work item, a handler needing a lock, and a func stored into an object passed to another call still are
# check-command: rcucheck audit --no-tree -C packet-type-invoker --tier=all
# check-exit-value: 1
# check-output-start
# ncsi.c:44:2: warning: [rcu-list] list_for_each_entry_rcu(nc, &ndp->channel_queue, link) outside any RCU reader; ncsi_work() is a work item (INIT_WORK() at ncsi.c:68), run by process_one_work() with no reader held (in walk_channels)
#   access: list_for_each_entry_rcu(nc, &ndp->channel_queue, link)
#   chain: ncsi_work() (ncsi.c:61)
#   root: entry
#   tier: lower
# ncsi.c:78:9: warning: [rcu-dereference-protected] rcu_dereference_protected(ndp->active, lockdep_is_held(&ndp->lock)) without holding lock; locked_rsp() is reached only through a function pointer (in locked_rsp)
#   access: rcu_dereference_protected(ndp->active, lockdep_is_held(&ndp->lock))
#   root: callback
#   tier: lower
# ncsi.c:110:2: warning: [rcu-list] list_for_each_entry_rcu(nc, &ndp->channel_queue, link) outside any RCU reader; notpack_rcv() is reached only through a function pointer (in notpack_rcv)
#   access: list_for_each_entry_rcu(nc, &ndp->channel_queue, link)
#   root: callback
#   tier: lower
# check-output-end
