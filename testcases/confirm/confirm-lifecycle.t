# check-name: confirm: issue 17's classes against their runtime signals: a lockdep-only read under the updaters' mutex (lockdep-RCU at the access), a sleep in a reader (DEBUG_ATOMIC_SLEEP at the callee's might_fault(), down sched_getparam()'s call) and synchronize_rcu() in its own reader (lockdep-RCU's "Illegal synchronize_rcu()" in kernel/rcu/tree.c, down sched_getscheduler()'s call)
# check-command: rcucheck confirm --log ../splats/lifecycle-6.1.log --log ../splats/lifecycle-sync-6.1.log lifecycle.json
# check-exit-value: 1
#
# lifecycle.json: rcucheck audit --json of pristine 6.1 with the three
# injections of testcases/kernel/validate/lifecycle/base and
# lifecycle-sync/base applied together (kernel/sched/core.c and
# kernel/events/core.c): the rcu-dereference finding in
# swevent_hlist_get_cpu() with impact lockdep-only (the updaters'
# swhash->hlist_mutex), rcu-sync-in-reader in sched_getscheduler(),
# rcu-sleep-in-reader in sched_getparam(). The logs are the real base boots
# of those two validate cases. The sleep and the wait are reported in the
# callee that checks, not at the static finding's line: their backtraces
# pass the finding's function.
#
# check-output-start
# confirmed     kernel/events/core.c:9876 swevent_hlist_get_cpu() [rcu-dereference]: splat at kernel/events/core.c:9876
# confirmed     kernel/sched/core.c:8047 sched_getscheduler() [rcu-sync-in-reader]: splat at kernel/rcu/tree.c:3574 in synchronize_rcu(), called from sched_getscheduler()
# confirmed     kernel/sched/core.c:8087 sched_getparam() [rcu-sleep-in-reader]: splat at lib/usercopy.c:36 in _copy_to_user(), called from sched_getparam()
# confirm: 3 confirmed, 0 ran without a splat, 0 unreached, 0 not measured; 0 runtime only
# check-output-end
