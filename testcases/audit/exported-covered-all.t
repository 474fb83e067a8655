# check-name: audit: an exported function that takes a spinlock on the way, but whose every caller in the tree holds rcu_read_lock(), is lower tier (exported-covered); one with an unprotected caller is still reported through it
# check-command: rcucheck audit --no-tree --tier=all -C exported-covered
# check-exit-value: 1
# check-output-start
# rx.c:13:24: warning: [rcu-dereference] rcu_dereference(dev->conf) outside rcu_read_lock(); held instead: rx_lock; rx_list() is exported, and every caller in the tree protects it (in rx_handle)
#   access: rcu_dereference(dev->conf)
#   held: rx_lock
#   chain: rx_list() (rx.c:23, holding rx_lock)
#   root: exported-covered
#   tier: lower
# rx.c:45:24: warning: [rcu-dereference] rcu_dereference(dev->tx_conf) outside rcu_read_lock(); held instead: rx_lock; reached from system call tx_query() (in tx_status)
#   access: rcu_dereference(dev->tx_conf)
#   held: rx_lock
#   chain: tx_report() (rx.c:55, holding rx_lock) <- tx_query() (rx.c:70)
#   root: syscall
# check-output-end
