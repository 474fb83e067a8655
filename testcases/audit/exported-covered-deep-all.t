# check-name: audit: an exported function every chain of in-tree callers protects, two levels up, is exported-covered (lower tier)
# check-command: rcucheck audit --no-tree --tier=all -C exported-covered-deep
# check-exit-value: 1
# check-output-start
# rx.c:15:24: warning: [rcu-dereference] rcu_dereference(dev->conf) outside rcu_read_lock(); held instead: rx_lock; rx_poll_complete() is exported, and every caller in the tree protects it (in rx_handle)
#   access: rcu_dereference(dev->conf)
#   held: rx_lock
#   chain: rx_poll_complete() (rx.c:25, holding rx_lock)
#   root: exported-covered
#   tier: lower
# rx.c:47:24: warning: [rcu-dereference] rcu_dereference(dev->tx_conf) outside rcu_read_lock(); held instead: bh-disabled, rx_lock; reached from system call tx_flush() (in tx_status)
#   access: rcu_dereference(dev->tx_conf)
#   held: bh-disabled, rx_lock
#   chain: tx_complete() (rx.c:57, holding rx_lock) <- usb_process_tx_queue() (rx.c:66, holding bh-disabled) <- tx_flush() (rx.c:79)
#   root: syscall
# check-output-end
