# check-name: audit: an exported function whose in-tree callers do not protect it themselves is judged by theirs: every chain above protected (a driver's receive path under its worker's reader, 6.12's mt76_rx_poll_complete()) is the lower tier's exported-covered; a chain above that holds nothing keeps it in the default tier
# check-command: rcucheck audit --no-tree -C exported-rx-path
# check-exit-value: 1
# check-output-start
# x.c:36:10: warning: [rcu-dereference] rcu_dereference(d->obj) outside rcu_read_lock(); held instead: d->rx_lock; dev_tx_worker() is a work item (INIT_WORK() at x.c:54), run by process_one_work() with no reader held (in dev_tx_complete)
#   access: rcu_dereference(d->obj)
#   held: d->rx_lock
#   chain: dev_tx_queue() (x.c:43) <- dev_tx_worker() (x.c:48)
#   root: entry
# check-output-end
