# check-name: audit: exported-covered is not in the default tier
# check-command: rcucheck audit --no-tree -C exported-covered
# check-exit-value: 1
# check-output-start
# rx.c:45:24: warning: [rcu-dereference] rcu_dereference(dev->tx_conf) outside rcu_read_lock(); held instead: rx_lock; reached from system call tx_query() (in tx_status)
#   access: rcu_dereference(dev->tx_conf)
#   held: rx_lock
#   chain: tx_report() (rx.c:55, holding rx_lock) <- tx_query() (rx.c:70)
#   root: syscall
# check-output-end
