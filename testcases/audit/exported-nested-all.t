# check-name: audit: an exported function covered by all its in-tree callers does not reach the exported functions below it: the inner one is exported-covered too (lower tier)
# check-command: rcucheck audit --no-tree --tier=all -C exported-nested
# check-exit-value: 1
# check-output-start
# rx.c:15:9: warning: [rcu-dereference] rcu_dereference(dev->conf) outside rcu_read_lock(); held instead: dev->lock; drv_rx_complete() is exported, and every caller in the tree protects it (in rx_handle)
#   access: rcu_dereference(dev->conf)
#   held: dev->lock
#   chain: stack_rx_list() (rx.c:23, holding dev->lock) <- drv_rx_complete() (rx.c:32)
#   root: exported-covered
#   tier: lower
# rx.c:48:9: warning: [rcu-dereference] rcu_dereference(dev->tx_conf) outside rcu_read_lock(); held instead: dev->lock; drv_tx_poll() is a work item (INIT_WORK() at rx.c:76), run by process_one_work() with no reader held (in tx_handle)
#   access: rcu_dereference(dev->tx_conf)
#   held: dev->lock
#   chain: stack_tx_list() (rx.c:56, holding dev->lock) <- drv_tx_complete() (rx.c:64) <- drv_tx_poll() (rx.c:70)
#   root: entry
# check-output-end
