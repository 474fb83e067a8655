# check-name: audit: a function the kernel runs from an invoker that holds nothing (rcu/data/entry-registrations: a work item of DECLARE_WORK() or INIT_WORK(&x->work, fn), an initcall, a kthread; a generic netlink command's .doit, a struct proto's .sendmsg) is a root of its own, "entry", the invoker named; one its invoker runs in a system call's task (taskstats' .doit above a lookup, a .sendmsg: the table's "from" syscall) is the default tier as a system call is, unless its family's file stores a .pre_doit, which genl_family_rcv_msg_doit() runs first and which may take locks (6.1 nl80211_pre_doit() takes the RTNL): that .doit is judged as a kernel-context entry, its .dumpit (no prologue) is still a system call's; one run in a kernel context of its own is, like an exported function, the default tier when the chain holds a lock instead (6.1 sysrq's moom_callback() above out_of_memory()'s dump_tasks(), holding oom_lock; a work item holding a spinlock), else lower (a bare initcall); a work item that takes the reader, a .dumpit under rcu_read_lock(), a kthread with guard(rcu)(), rcu_dereference_protected() under its lock are quiet; a timer's function, .doit of a struct no row names, and a name passed to another call or named in a comment stay callbacks
# check-command: rcucheck audit --no-tree -C entry-root --tier=all
# check-exit-value: 1
# check-output-start
# net.c:13:21: warning: [rcu-callee] radix_tree_lookup(&stats_tree, id) outside any RCU reader; it needs its caller's reader: radix_tree_lookup() at rcu/data/lookups: radix_tree_lookup() leaves the reader to its caller; stats_user_cmd() is a generic netlink command's handler (.doit at net.c:36), run by genl_family_rcv_msg_doit() with no reader held (in fill_stats)
#   blame: stats_user_cmd() (net.c:20)
#   access: radix_tree_lookup(&stats_tree, id)
#   chain: stats_user_cmd() (net.c:20)
#   root: entry
# net.c:43:25: warning: [rcu-dereference] rcu_dereference_bh(sk->fl_list) outside rcu_read_lock_bh(); fl_sendmsg() is a socket call's handler (.sendmsg at net.c:55), run by inet_sendmsg() with no reader held (in sock_fl_lookup)
#   access: rcu_dereference_bh(sk->fl_list)
#   chain: fl_sendmsg() (net.c:50)
#   root: entry
# net.c:61:21: warning: [rcu-callee] radix_tree_lookup(&stats_tree, id + 1) outside any RCU reader; it needs its caller's reader: radix_tree_lookup() at rcu/data/lookups: radix_tree_lookup() leaves the reader to its caller; rdma_doit() is reached only through a function pointer (in rdma_get)
#   access: radix_tree_lookup(&stats_tree, id + 1)
#   chain: rdma_doit() (net.c:68)
#   root: callback
#   tier: lower
# nl.c:13:22: warning: [rcu-callee] radix_tree_lookup(&iface_tree, id) outside any RCU reader; it needs its caller's reader: radix_tree_lookup() at rcu/data/lookups: radix_tree_lookup() leaves the reader to its caller; wl_del_iface() is a generic netlink command's handler (.doit at nl.c:45), run by genl_family_rcv_msg_doit() with no reader held (in iface_get)
#   access: radix_tree_lookup(&iface_tree, id)
#   chain: wl_del_iface() (nl.c:27)
#   root: entry
#   tier: lower
# nl.c:32:22: warning: [rcu-callee] radix_tree_lookup(&iface_tree, id + 1) outside any RCU reader; it needs its caller's reader: radix_tree_lookup() at rcu/data/lookups: radix_tree_lookup() leaves the reader to its caller; wl_dump_iface() is a generic netlink command's handler (.dumpit at nl.c:46), run by netlink_dump() with no reader held (in iface_count)
#   access: radix_tree_lookup(&iface_tree, id + 1)
#   chain: wl_dump_iface() (nl.c:39)
#   root: entry
# oom.c:14:26: warning: [rcu-dereference] rcu_dereference(init_task.next) outside rcu_read_lock(); held instead: oom_lock; moom_callback() is a work item (DECLARE_WORK() at oom.c:32), run by process_one_work() with no reader held (in dump_tasks)
#   access: rcu_dereference(init_task.next)
#   held: oom_lock
#   chain: out_of_mem() (oom.c:21) <- moom_callback() (oom.c:28, holding oom_lock)
#   root: entry
# oom.c:36:26: warning: [rcu-dereference] rcu_dereference(init_task.next) outside rcu_read_lock(); show_mem_init() is an initcall (module_init() at oom.c:46), run by do_one_initcall() with no reader held (in show_mem_get)
#   access: rcu_dereference(init_task.next)
#   chain: show_mem_init() (oom.c:44)
#   root: entry
#   tier: lower
# oom.c:50:26: warning: [rcu-dereference] rcu_dereference(init_task.parent) outside rcu_read_lock(); held instead: foo_lock; kick_fn() is a work item (INIT_WORK() at oom.c:65), run by process_one_work() with no reader held (in kick_get)
#   access: rcu_dereference(init_task.parent)
#   held: foo_lock
#   chain: kick_fn() (oom.c:59, holding foo_lock)
#   root: entry
# oom.c:125:26: warning: [rcu-dereference] rcu_dereference(init_task.last_wakee) outside rcu_read_lock(); tick_fn() is reached only through a function pointer (in tick_get)
#   access: rcu_dereference(init_task.last_wakee)
#   chain: tick_fn() (oom.c:132)
#   root: callback
#   tier: lower
# oom.c:143:26: warning: [rcu-dereference] rcu_dereference(init_task.mm_owner) outside rcu_read_lock(); other_fn() is reached only through a function pointer (in other_get)
#   access: rcu_dereference(init_task.mm_owner)
#   chain: other_fn() (oom.c:150)
#   root: callback
#   tier: lower
# check-output-end
