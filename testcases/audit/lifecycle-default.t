# check-name: audit: the update side's and the sleep rules run by default (their false classes on pristine 6.1 fixed: a PREEMPT_RT-only definition, another architecture's, a lock taken and dropped on one condition, a put that queues only on its last reference): the input sleep.t reports from, without --lifecycle
# check-command: rcucheck audit --no-tree -C sleep kernel/
# check-exit-value: 1
# check-output-start
# kernel/sleep.c:12:2: warning: [rcu-sleep-in-reader] mutex_lock(&d->lock) may sleep inside the read-side critical section of rcu_read_lock() (line 11) (in sl_direct)
#   access: mutex_lock(&d->lock)
#   held: rcu_read_lock()
#   root: local
# kernel/sleep.c:51:2: warning: [rcu-sync-in-reader] synchronize_srcu(&sl_srcu) waits for a grace period inside the read-side critical section of srcu_read_lock(&sl_srcu) (line 49): a deadlock (in sl_srcu_own)
#   access: synchronize_srcu(&sl_srcu)
#   held: srcu_read_lock(&sl_srcu)
#   root: local
# kernel/sleep.c:69:3: warning: [rcu-sync-in-reader] synchronize_rcu() waits for a grace period inside the read-side critical section of rcu_read_lock() (line 67): a deadlock (in sl_sync)
#   access: synchronize_rcu()
#   held: rcu_read_lock()
#   root: local
# kernel/sleep.c:100:2: warning: [rcu-sleep-in-reader] lib_wait_ready(d) may sleep inside the read-side critical section of rcu_read_lock_bh() (line 98): lib_wait_ready() -> mutex_lock() at lib/helpers.c:4 (in sl_other_file)
#   access: lib_wait_ready(d)
#   held: rcu_read_lock_bh()
#   root: local
# kernel/sleep.c:120:3: warning: [rcu-sleep-in-reader] copy_to_user(d->ubuf, &d->count, sizeof(d->count)) may sleep inside the read-side critical section of guard(rcu)() (in sl_guard)
#   access: copy_to_user(d->ubuf, &d->count, sizeof(d->count))
#   held: guard(rcu)()
#   root: local
# kernel/sleep.c:140:2: warning: [rcu-sleep-in-reader] sl_request(name) may sleep inside the read-side critical section of rcu_read_lock() (line 139): sl_request() -> __sl_request() -> down_timeout() at lib/helpers.c:28 (in sl_macro)
#   access: sl_request(name)
#   held: rcu_read_lock()
#   root: local
# check-output-end
# check-name: audit: the update side's rules by default too (lifecycle.t's input, without --lifecycle)
# check-command: rcucheck audit --no-tree -C lifecycle
# check-exit-value: 1
# check-output-start
# foo.c:23:2: warning: [rcu-reclaim-no-gp] kfree(f): f is unlinked by list_del_rcu() at line 21 and freed with no grace period between: readers may still hold it (in foo_del)
#   access: kfree(f)
#   root: local
# foo.c:36:2: warning: [rcu-head-requeue] call_rcu(&f->rcu, foo_free_rcu): f's rcu_head is queued again, already queued by call_rcu() at line 31 and its callback not yet run (in foo_retire)
#   access: call_rcu(&f->rcu, foo_free_rcu)
#   root: local
# foo.c:59:2: warning: [rcu-reclaim-no-gp] kfree(b): b is unlinked by hash_del_rcu() at line 58 and freed with no grace period between: readers may still hold it (in bar_del)
#   access: kfree(b)
#   root: local
# check-output-end
# check-name: audit --no-lifecycle: the access rules only, the same input quiet, exit 0
# check-command: rcucheck audit --no-tree --no-lifecycle -C sleep kernel/
# check-exit-value: 0
# check-output-start
# check-output-end
# check-error-contains: audit: 0 findings (0 default tier, 0 lower tier)
# check-name: audit --no-lifecycle: the update side's rules left out too
# check-command: rcucheck audit --no-tree --no-lifecycle -C lifecycle
# check-exit-value: 0
# check-output-start
# check-output-end
# check-name: audit --no-lifecycle with --sleep-only (or --lifecycle): a usage error, exit 2
# check-command: rcucheck audit --no-tree --no-lifecycle --sleep-only -C sleep kernel/
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: audit: --no-lifecycle leaves out the rules --sleep-only asks for: pick one
# check-error-end
