# check-name: audit: an exported function called by another exported function that every in-tree caller protects (ieee80211_rx_list() under mt76's exported rx completion, 6.12) is not in the default tier; the same nesting whose outer function a bare worker calls is
# check-command: rcucheck audit --no-tree -C exported-nested
# check-exit-value: 1
# check-output-start
# rx.c:48:9: warning: [rcu-dereference] rcu_dereference(dev->tx_conf) outside rcu_read_lock(); held instead: dev->lock; drv_tx_complete() is exported, and no call of it in the tree protects it (in tx_handle)
#   access: rcu_dereference(dev->tx_conf)
#   held: dev->lock
#   chain: stack_tx_list() (rx.c:56, holding dev->lock) <- drv_tx_complete() (rx.c:64)
#   root: exported
# check-output-end
