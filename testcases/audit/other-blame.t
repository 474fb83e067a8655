# check-name: audit: one record per blame site of an access: mark_all(), a helper four callers call under rcu_read_lock(), is reached by claim_space() under a spinlock, by reclaim_space() after its rcu_read_unlock() and by the system call quota_sync() with nothing: each is reported with its own chain and blame site (recall injections 15 and 24, fs/quota/dquot.c's mark_all_dquot_dirty(), where the first chain hid the second); reclaim_nested(), which drops its reader too but whose only caller holds one around it, is not. An SRCU helper called after the caller's srcu_read_unlock() of the same srcu_struct (sync_late()) is a dropped section too (the default tier), read from the caller's text
# check-command: rcucheck audit --no-tree -C other-blame
# check-exit-value: 1
# check-output-start
# fs/quota.c:13:14: warning: [rcu-dereference] rcu_dereference(dquots[cnt]) outside rcu_read_lock(); held instead: inode->i_lock; claim_space() is exported and no caller shown protects it (in mark_all)
#   blame: claim_space() (fs/quota.c:51)
#   access: rcu_dereference(dquots[cnt])
#   held: inode->i_lock
#   chain: claim_space() (fs/quota.c:51, holding inode->i_lock)
#   root: exported
# fs/quota.c:13:14: warning: [rcu-dereference] rcu_dereference(dquots[cnt]) outside rcu_read_lock(); reached from system call quota_sync() (in mark_all)
#   blame: quota_sync() (fs/quota.c:83)
#   access: rcu_dereference(dquots[cnt])
#   chain: quota_sync() (fs/quota.c:83)
#   root: syscall
# fs/quota.c:13:14: warning: [rcu-dereference] rcu_dereference(dquots[cnt]) outside rcu_read_lock(); reclaim_space() calls it after its rcu_read_unlock() at line 60; reclaim_space() is exported and no caller shown protects it (in mark_all)
#   blame: reclaim_space() (fs/quota.c:61)
#   access: rcu_dereference(dquots[cnt])
#   chain: reclaim_space() (fs/quota.c:61)
#   root: exported
# fs/sync.c:13:11: warning: [rcu-dereference] srcu_dereference(dquots[0], &q_srcu) outside srcu_read_lock(&q_srcu); sync_late() calls it after its srcu_read_lock() section ended at line 39; sync_late() is exported and no caller shown protects it (in sync_all)
#   blame: sync_late() (fs/sync.c:40)
#   access: srcu_dereference(dquots[0], &q_srcu)
#   chain: sync_late() (fs/sync.c:40)
#   root: exported
# check-output-end
