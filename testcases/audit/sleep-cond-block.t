# check-name: audit --sleep-only: a reader entered and left inside one if block is an ordinary section: the synchronize_rcu() in it is reported though the block's condition (sk) is used inside it; the one after the block is not
# check-command: rcucheck audit --no-tree --sleep-only -C sleep-cond-block
# check-exit-value: 1
# check-output-start
# map.c:20:3: warning: [rcu-sync-in-reader] synchronize_rcu() waits for a grace period inside the read-side critical section of rcu_read_lock() (line 18): a deadlock (in map_free)
#   access: synchronize_rcu()
#   held: rcu_read_lock()
#   root: local
# check-output-end
