# check-name: audit: a callback called through a member the tree's headers declare (struct foo_dev { const struct foo_ops *ops; }): dev->ops->run() is foo_ops's ->run, the store's struct, default tier; bar_ops's ->run is not called there
# check-command: rcucheck audit --no-tree -C callback-member --tier=all
# check-exit-value: 1
# check-output-start
# drv.c:13:9: warning: [rcu-dereference] rcu_dereference(dev->cfg) outside rcu_read_lock(); foo_run() is called through ->run (stored at drv.c:22); reached from system call foo_start() (in foo_run)
#   access: rcu_dereference(dev->cfg)
#   chain: foo_start() (drv.c:31, through dev->ops->run()) <- foo_start() (drv.c:36)
#   root: syscall
# drv.c:18:9: warning: [rcu-dereference] rcu_dereference(dev->cfg) outside rcu_read_lock(); bar_run() is reached only through a function pointer (in bar_run)
#   access: rcu_dereference(dev->cfg)
#   root: callback
#   tier: lower
# check-output-end
