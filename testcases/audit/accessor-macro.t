# check-name: audit: accessor macros (for_each_process(), for_each_netdev_rcu(), rtnl_dereference(), a .c file's own #define) are accesses where they are used; a caller holding what the macro's condition names, a caller in lock_task_sighand() or the sighand lock asserted held for a list walk (for_each_thread()), and a macro that takes the reader itself, are quiet; nothing is reported inside a #define
# check-command: rcucheck audit --no-tree -C accessor-macro
# check-exit-value: 1
# check-output-start
# foo.c:11:9: warning: [rcu-dereference-protected] foo_deref(foo_ptr) (rcu_dereference_protected via foo_deref) without holding foo_lock; reached from system call foo_get_racy() (in foo_val)
#   blame: foo_get_racy() (foo.c:28)
#   access: foo_deref(foo_ptr)
#   chain: foo_get_racy() (foo.c:28)
#   root: syscall
# foo.c:48:2: warning: [rcu-dereference] for_each_foo_rcu(np, f) (rcu_dereference_bh via for_each_foo_rcu) outside rcu_read_lock_bh(); reached from system call foo_count_racy() (in foo_count_racy)
#   access: for_each_foo_rcu(np, f)
#   root: syscall
# netdev.c:19:2: warning: [rcu-list] for_each_netdev_rcu(net, dev) (list_for_each_entry_rcu via for_each_netdev_rcu) outside any RCU reader; reached from system call count_devs_racy() (in count_devs_racy)
#   access: for_each_netdev_rcu(net, dev)
#   root: syscall
# netdev.c:38:9: warning: [rcu-dereference-protected] rtnl_dereference(dev->cfg) (rcu_dereference_protected via rtnl_dereference) without holding rtnl_mutex; reached from system call dev_cfg_racy() (in dev_cfg_racy)
#   access: rtnl_dereference(dev->cfg)
#   root: syscall
# tasks.c:33:2: warning: [rcu-list] for_each_process(p) (list_entry_rcu via next_task via for_each_process) outside any RCU reader; reached from system call count_tasks_racy() (in count_tasks_racy)
#   access: for_each_process(p)
#   root: syscall
# check-output-end
