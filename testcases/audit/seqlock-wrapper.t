# check-name: audit: an RCU list walk with no condition (any reader flavor) under a seqlock writer, taken directly, through an argument-less wrapper (lock_mount_hash()) or reached by a goto label while held: quiet; released before the call: reported
# check-command: rcucheck audit --no-tree -C seqlock-wrapper
# check-exit-value: 1
# check-output-start
# ns.c:24:2: warning: [rcu-list] hlist_for_each_entry_rcu(e, &hash_table[key & 63], node) outside any RCU reader; reached from system call ent_released() (in __lookup_ent)
#   blame: ent_released() (ns.c:64)
#   access: hlist_for_each_entry_rcu(e, &hash_table[key & 63], node)
#   chain: ent_released() (ns.c:64)
#   root: syscall
# check-output-end
