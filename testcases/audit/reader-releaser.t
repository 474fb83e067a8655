# check-name: audit: a callee that ends its caller's reader (6.1 ipc/msg.c freeque() and fs/xfs/xfs_icache.c xfs_iget_cache_hit(): __releases(RCU) over a body that unlocks more than it locks, learned from the tree) ends that reader at its call: a sleep after it is quiet (msgctl_down(), xfs_iget()'s retry), an access, a list walk and a call of a function that needs the reader after it are outside the reader, and a pointer read before it and used after it is a use after unlock; the same before it are protected; a balanced body under a stale annotation ends nothing (its caller's sleep stays reported)
# check-command: rcucheck audit --no-tree -C reader-releaser
# check-exit-value: 1
# check-output-start
# msg.c:59:9: warning: [rcu-dereference] rcu_dereference(gperm) outside rcu_read_lock(); q_call_after() calls it after its rcu_read_unlock() at line 141; q_call_after() has no caller in the tree that protects it (in perm_mode)
#   blame: q_call_after() (msg.c:142)
#   access: rcu_dereference(gperm)
#   chain: q_call_after() (msg.c:142)
#   root: no-caller
# msg.c:93:2: warning: [rcu-sleep-in-reader] mutex_lock(&q_mutex) may sleep inside the read-side critical section of rcu_read_lock() (line 91) (in q_stale_user)
#   access: mutex_lock(&q_mutex)
#   held: rcu_read_lock()
#   root: local
# msg.c:107:6: warning: [rcu-dereference] rcu_dereference(gperm) outside rcu_read_lock(), after the unlock at line 106 (in q_mode_after)
#   access: rcu_dereference(gperm)
#   root: local
# msg.c:132:2: warning: [rcu-list] list_for_each_entry_rcu(it, &q->items, list) outside any RCU reader, after the unlock at line 131 (in q_sum_after)
#   access: list_for_each_entry_rcu(it, &q->items, list)
#   root: local
# msg.c:164:9: warning: [rcu-use-after-unlock] p->mode (in q_use_after)
#   access: p->mode
#   root: local
# check-output-end
