/*
 * A helper that needs its caller's reader (get_cached_acl_rcu()), called
 * by check_acl() only under "if (mask & MAY_NOT_BLOCK)": the VFS's
 * RCU-walk, whose reader path_init() took. check_acl() itself needs no
 * reader, so its callers (through the permission path) are not to blame:
 * quiet. check_acl_early() calls it unconditionally: its callers are
 * (perm.c).
 */
struct posix_acl *get_cached_acl_rcu(struct inode *inode)
{
	return rcu_dereference(inode->i_acl);
}

int check_acl(struct inode *inode, int mask)
{
	struct posix_acl *acl;

	if (mask & MAY_NOT_BLOCK) {
		acl = get_cached_acl_rcu(inode);
		if (!acl)
			return -EAGAIN;
		return acl->mode;
	}
	acl = get_acl(inode);
	return acl ? acl->mode : 0;
}

int check_acl_early(struct inode *inode, int mask)
{
	struct posix_acl *acl = get_cached_acl_rcu(inode);

	return acl ? acl->mode : 0;
}
