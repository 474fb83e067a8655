# check-name: audit: an exported function called by another exported function that every in-tree caller protects (ieee80211_rx_list() under mt76's exported rx completion, 6.12) is not in the default tier; the same nesting whose outer function a bare worker calls is
# check-command: rcucheck audit --no-tree -C exported-nested
# check-exit-value: 1
# check-output-start
# rx.c:48:9: warning: [rcu-dereference] rcu_dereference(dev->tx_conf) outside rcu_read_lock(); held instead: dev->lock; drv_tx_poll() is a work item (INIT_WORK() at rx.c:76), run by process_one_work() with no reader held (in tx_handle)
#   access: rcu_dereference(dev->tx_conf)
#   held: dev->lock
#   chain: stack_tx_list() (rx.c:56, holding dev->lock) <- drv_tx_complete() (rx.c:64) <- drv_tx_poll() (rx.c:70)
#   root: entry
# check-output-end
