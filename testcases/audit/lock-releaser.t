# check-name: audit: a callee that releases a spinlock its caller took (6.1 fs/xfs/xfs_icache.c xfs_iget_recycle(): __releases(&ip->i_flags_lock) over a body that unlocks it more often than it locks it, learned from the tree) ends that lock's section at its call: a sleep after it is quiet (inode_get(), the xfs_iget_cache_hit() shape); a balanced body under a stale annotation releases nothing (inode_poke()), the releaser ends only the lock it releases (inode_other(): other_lock stays held) and only its argument's (inode_pair(): another inode's)
# check-command: rcucheck audit --no-tree -C lock-releaser --tier=all
# check-exit-value: 1
# check-output-start
# icache.c:70:2: warning: [rcu-sleep-in-reader] down_write(&ip->iolock) may sleep with a spinlock held: spin_lock(&ip->flags_lock) (line 68) (atomic context, not an RCU reader proper) (in inode_poke)
#   access: down_write(&ip->iolock)
#   held: spin_lock(&ip->flags_lock)
#   root: local
#   tier: lower
# icache.c:82:2: warning: [rcu-sleep-in-reader] down_write(&ip->iolock) may sleep with a spinlock held: spin_lock(&ip->other_lock) (line 78) (atomic context, not an RCU reader proper) (in inode_other)
#   access: down_write(&ip->iolock)
#   held: spin_lock(&ip->other_lock)
#   root: local
#   tier: lower
# icache.c:93:2: warning: [rcu-sleep-in-reader] down_write(&ip->iolock) may sleep with a spinlock held: spin_lock(&ip->flags_lock) (line 90) (atomic context, not an RCU reader proper) (in inode_pair)
#   access: down_write(&ip->iolock)
#   held: spin_lock(&ip->flags_lock)
#   root: local
#   tier: lower
# check-output-end

# check-name: index --readers: a function annotated __releases(LOCK) whose body unlocks LOCK more often than it locks it is a releases-callers row, LOCK written over its parameter; a balanced body is none
# check-command: rcucheck index -C lock-releaser --readers
# check-exit-value: 0
# check-output-start
# releases-callers lock	inode_recycle	0	&$->flags_lock
# check-output-end
