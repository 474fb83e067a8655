/* Accessor macros of headers, as include/linux/sched/signal.h, netdevice.h and rtnetlink.h write them. */
#define next_task(p) \
	list_entry_rcu((p)->tasks.next, struct task_struct, tasks)

#define for_each_process(p) \
	for (p = &init_task ; (p = next_task(p)) != &init_task ; )

#define for_each_netdev_rcu(net, d)		\
		list_for_each_entry_rcu(d, &(net)->dev_base_head, dev_list)

#define rtnl_dereference(p)					\
	rcu_dereference_protected(p, lockdep_rtnl_is_held())

/* Takes the reader itself: no accessor macro. */
#define task_flags_locked(t) ({ int ___f; rcu_read_lock(); ___f = __task_cred(t)->flags; rcu_read_unlock(); ___f; })

#define __for_each_thread(signal, t)	\
	list_for_each_entry_rcu(t, &(signal)->thread_head, thread_node)

#define for_each_thread(p, t)		\
	__for_each_thread((p)->signal, t)
