# check-name: audit: a helper whose needy call is made only under "if (mask & MAY_NOT_BLOCK)" (the VFS's RCU-walk, check_acl()) needs no reader of its callers; one that makes it unconditionally does (rcu-callee)
# check-command: rcucheck audit --no-tree -C callee-rcu-walk --tier=all perm.c
# check-exit-value: 1
# check-output-start
# perm.c:14:9: warning: [rcu-callee] check_acl_early(inode_of(fd), mask) outside rcu_read_lock(); it needs its caller's reader: check_acl_early() -> get_cached_acl_rcu() at acl.c:11: rcu_dereference(inode->i_acl); reached from system call acl_early() (in acl_early)
#   access: check_acl_early(inode_of(fd), mask)
#   root: syscall
# check-output-end
