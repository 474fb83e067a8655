# check-name: audit: calls made only under a LOOKUP_RCU / MAY_NOT_BLOCK test (the VFS's RCU-walk, whose reader path_init() took) are quiet; the same call under a negated test or after the block is reported
# check-command: rcucheck audit --no-tree -C rcu-walk
# check-exit-value: 1
# check-output-start
# namei.c:8:9: warning: [rcu-dereference] rcu_dereference(inode->i_acl) outside rcu_read_lock(); reached from system call acl_access() (in get_cached_acl_rcu)
#   blame: check_acl_blocking() (namei.c:40)
#   access: rcu_dereference(inode->i_acl)
#   chain: check_acl_blocking() (namei.c:40) <- acl_access() (namei.c:62)
#   root: syscall
# namei.c:13:9: warning: [rcu-dereference] rcu_dereference(inode->i_default_acl) outside rcu_read_lock(); reached from system call acl_access() (in get_cached_default_acl_rcu)
#   blame: after_block() (namei.c:52)
#   access: rcu_dereference(inode->i_default_acl)
#   chain: after_block() (namei.c:52) <- acl_access() (namei.c:62)
#   root: syscall
# check-output-end
