# check-name: audit: a callback called through a member of unknown struct (dev->ops->run()) from a system call: matched by the field's name only, lower tier
# check-command: rcucheck audit --no-tree -C callback-guessed --tier=all
# check-exit-value: 1
# check-output-start
# drv.c:8:9: warning: [rcu-dereference] rcu_dereference(dev->cfg) outside rcu_read_lock(); foo_run() is called through ->run (stored at drv.c:12; matched by the field's name only); reached from system call foo_start() (in foo_run)
#   access: rcu_dereference(dev->cfg)
#   chain: foo_start() (drv.c:17, through dev->ops->run()) <- foo_start() (drv.c:22)
#   root: syscall
#   tier: lower
# check-output-end
