/*
 * The callers, in the file audited (acl.c's helpers are elsewhere):
 * check_acl() takes get_cached_acl_rcu()'s need only in the RCU-walk
 * branch, so it needs no reader and acl_access() is quiet;
 * check_acl_early() needs one, so acl_early() is reported (rcu-callee).
 */
SYSCALL_DEFINE2(acl_access, int, fd, int, mask)
{
	return check_acl(inode_of(fd), mask);
}

SYSCALL_DEFINE2(acl_early, int, fd, int, mask)
{
	return check_acl_early(inode_of(fd), mask);
}
