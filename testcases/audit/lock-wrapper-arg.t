# check-name: audit: a lock wrapper with an argument the tree defines (6.12's wiphy_lock(wiphy) { mutex_lock(&wiphy->mtx); }) meets lockdep_is_held(&rdev->wiphy.mtx) at its callers; released again before the call, or a wrapper of another mutex: reported
# check-command: rcucheck audit --no-tree -C lock-wrapper-arg
# check-exit-value: 1
# check-output-start
# scan.c:42:2: warning: [rcu-list] list_for_each_entry_rcu(pos, &rdev->reqs, list, lockdep_is_held(&rdev->wiphy.mtx)) outside any RCU reader and without holding mtx; reached from system call req_peek() (in find_req_peek)
#   blame: req_peek() (scan.c:79)
#   access: list_for_each_entry_rcu(pos, &rdev->reqs, list, lockdep_is_held(&rdev->wiphy.mtx))
#   chain: req_peek() (scan.c:79)
#   root: syscall
# scan.c:53:2: warning: [rcu-list] list_for_each_entry_rcu(pos, &rdev->reqs, list, lockdep_is_held(&rdev->wiphy.mtx)) outside any RCU reader and without holding mtx; reached from system call req_scan() (in find_req_scan)
#   blame: req_scan() (scan.c:88)
#   access: list_for_each_entry_rcu(pos, &rdev->reqs, list, lockdep_is_held(&rdev->wiphy.mtx))
#   chain: req_scan() (scan.c:88)
#   root: syscall
# check-output-end
