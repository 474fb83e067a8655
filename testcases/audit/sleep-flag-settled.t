# check-name: audit: a wait under a local flag that an earlier block leaves false only through an exit under a test of a parameter waits only under that test: kvfree_call_rcu()'s synchronize_rcu() under if (!success), success left false only by if (head == NULL) goto unlock_return; so the two-argument kfree_rcu(p, rhf)/kvfree_rcu(p, rhf), which pass the object's rcu_head (an address: never NULL), never wait; the one-argument kvfree_rcu_mightsleep() is reported, and so are a flag left false by a test of a local and a flag assigned again after its block
# check-command: rcucheck audit --no-tree --sleep-only --tier=all -C sleep-flag-settled
# check-exit-value: 1
# check-output-start
# kernel/bpf/timer.c:25:2: warning: [rcu-sync-in-reader] kvfree_rcu_mightsleep(t) waits for a grace period inside the read-side critical section of rcu_read_lock() (line 24): a deadlock: kvfree_rcu_mightsleep() -> kvfree_rcu_arg_1() -> kvfree_call_rcu() -> synchronize_rcu() at kernel/rcu/tree.c:34 (in timer_cancel_and_free_bad)
#   access: kvfree_rcu_mightsleep(t)
#   held: rcu_read_lock()
#   root: local
# kernel/bpf/timer.c:33:2: warning: [rcu-sync-in-reader] kvfree_call_busy(&t->rcu, t) waits for a grace period inside the read-side critical section of rcu_read_lock() (line 32): a deadlock: kvfree_call_busy() -> synchronize_rcu() at kernel/rcu/tree.c:57 (in timer_free_busy)
#   access: kvfree_call_busy(&t->rcu, t)
#   held: rcu_read_lock()
#   root: local
# kernel/bpf/timer.c:34:2: warning: [rcu-sync-in-reader] kvfree_call_reset(&t->rcu, t) waits for a grace period inside the read-side critical section of rcu_read_lock() (line 32): a deadlock: kvfree_call_reset() -> synchronize_rcu() at kernel/rcu/tree.c:77 (in timer_free_busy)
#   access: kvfree_call_reset(&t->rcu, t)
#   held: rcu_read_lock()
#   root: local
# check-output-end
