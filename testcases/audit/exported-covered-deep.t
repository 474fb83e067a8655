# check-name: audit: an exported function whose one unprotected caller is itself called only under rcu_read_lock() (mt76_rx_poll_complete() from the USB rx worker) is not in the default tier; the same shape reached from a system call is
# check-command: rcucheck audit --no-tree -C exported-covered-deep
# check-exit-value: 1
# check-output-start
# rx.c:47:24: warning: [rcu-dereference] rcu_dereference(dev->tx_conf) outside rcu_read_lock(); held instead: bh-disabled, rx_lock; reached from system call tx_flush() (in tx_status)
#   access: rcu_dereference(dev->tx_conf)
#   held: bh-disabled, rx_lock
#   chain: tx_complete() (rx.c:57, holding rx_lock) <- usb_process_tx_queue() (rx.c:66, holding bh-disabled) <- tx_flush() (rx.c:79)
#   root: syscall
# check-output-end
