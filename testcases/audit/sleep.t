# check-name: audit: sleeping in a reader and waiting in one's own (rcu-sleep-in-reader, rcu-sync-in-reader): a mutex in rcu_read_lock(), GFP_KERNEL under a spinlock (lower tier: atomic context, sleep-all.t), synchronize_srcu() on its own srcu_struct (another's quiet, msleep() in an SRCU reader quiet), synchronize_rcu() in an RCU reader, a static helper one and two calls deep (under preempt_disable(): lower tier), a helper in another file (one that does not sleep quiet), a macro over another file's sleeper whose other config's stub does not sleep (request_module()'s shape), a helper that drops its caller's spinlock around its sleep quiet (__lock_sock()'s shape), guard(rcu)()'s scope, local_irq_save() (lower tier); a sleep after the unlock quiet, conditional sleepers (a gfp_t variable, might_sleep_if()) not in the default tier
# check-command: rcucheck audit --no-tree --lifecycle -C sleep kernel/
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
# check-name: audit --sleep-only: the sleep rules alone give the same report
# check-command: rcucheck audit --no-tree --sleep-only -C sleep kernel/
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
