# check-name: audit: rcu_dereference_check() whose lockdep condition the locked caller meets; the other caller is reported
# check-command: rcucheck audit --no-tree -C check-condition
# check-exit-value: 1
# check-output-contains: dev.c:4:9: warning: [rcu-dereference] rcu_dereference_check(
# check-output-contains: outside rcu_read_lock() and without holding cfg_lock; reached from system call dev_get_racy() (in dev_cfg)
# check-output-contains:   chain: dev_get_racy() (dev.c:24)
# check-output-contains:   root: syscall
