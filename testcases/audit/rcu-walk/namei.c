/*
 * The VFS's RCU-walk: path_init() takes rcu_read_lock() and sets
 * LOOKUP_RCU; a permission mask carries MAY_NOT_BLOCK in that mode. Calls
 * made only when the flag is set run inside that reader.
 */
struct acl *get_cached_acl_rcu(struct inode *inode)
{
	return rcu_dereference(inode->i_acl);
}

struct acl *get_cached_default_acl_rcu(struct inode *inode)
{
	return rcu_dereference(inode->i_default_acl);
}

/* Only in RCU-walk mode: quiet. */
static int check_acl(struct inode *inode, int mask)
{
	struct acl *acl;

	if (mask & MAY_NOT_BLOCK) {
		acl = get_cached_acl_rcu(inode);
		return acl ? acl->mode : -EAGAIN;
	}
	return 0;
}

/* The call in the condition, after the flag test: quiet. */
static int follow(struct nameidata *nd)
{
	if ((nd->flags & LOOKUP_RCU) && get_cached_acl_rcu(nd->inode))
		return 1;
	return 0;
}

/* Not in RCU-walk mode: the flag is tested and negated. Reported. */
static int check_acl_blocking(struct inode *inode, int mask)
{
	if (!(mask & MAY_NOT_BLOCK))
		return get_cached_acl_rcu(inode) != NULL;
	return 0;
}

/* After the RCU-walk block, not inside it: reported. */
static int after_block(struct inode *inode, int mask)
{
	int v = 0;

	if (mask & MAY_NOT_BLOCK) {
		v = 1;
	}
	if (get_cached_default_acl_rcu(inode))
		v++;
	return v;
}

SYSCALL_DEFINE2(acl_access, int, fd, int, mask)
{
	struct inode *inode = inode_of(fd);

	return check_acl(inode, mask) + follow(nd_of(fd)) +
	       check_acl_blocking(inode, mask) + after_block(inode, mask);
}
