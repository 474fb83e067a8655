# check-name: audit: a callback called through a member "ops" of an unknown struct, two structs of the tree declaring "ops" with different types: matched by the field's name only, lower tier
# check-command: rcucheck audit --no-tree -C callback-member-ambiguous --tier=all
# check-exit-value: 1
# check-output-start
# drv.c:11:9: warning: [rcu-dereference] rcu_dereference(dev->cfg) outside rcu_read_lock(); foo_run() is called through ->run (stored at drv.c:15; matched by the field's name only); reached from system call foo_start() (in foo_run)
#   access: rcu_dereference(dev->cfg)
#   chain: foo_start() (drv.c:20, through ->ops->run())
#   root: syscall
#   tier: lower
# check-output-end
