# check-name: audit --lifecycle --tier=all --severity=lockdep-only: rcu_read_lock_bh() readers and a synchronize_rcu() updater are one consolidated flavor since 5.0: lockdep-only, lower tier, not a race
# check-command: rcucheck audit --no-tree --lifecycle --tier=all --severity=lockdep-only -C flavor-update
# check-exit-value: 1
# check-output-start
# bh.c:21:2: warning: [rcu-flavor-mismatch] rcu_assign_pointer(bh_route, n): bh_route is read under rcu_read_lock_bh() (route_dst() bh.c:11), but the grace period after this update is synchronize_rcu() only, which waits for it only because bh, sched and plain RCU share one grace period since 5.0: the reader's and the updater's flavors disagree (lockdep checks neither side against the other; a tree before 5.0 would race) (in route_set)
#   access: rcu_assign_pointer(bh_route, n)
#   root: local
#   tier: lower
#   impact: lockdep-only: readers of bh_route hold rcu_read_lock_bh() (route_dst() bh.c:11 among them) and its updater here waits for synchronize_rcu(): since 5.0 one grace period covers both
# check-output-end
