/*
 * A callee that releases a spinlock its caller took (6.1
 * fs/xfs/xfs_icache.c xfs_iget_recycle(), __releases(&ip->i_flags_lock)
 * over a body that unlocks it three times and locks it twice): the
 * caller's section of that lock ends at the call, so a sleep after it
 * (xfs_iget_cache_hit()'s xfs_ilock()) is quiet.
 */
struct inode_x {
	spinlock_t flags_lock;
	spinlock_t other_lock;
	struct rw_semaphore iolock;
	int flags;
};

static int inode_recycle(struct inode_x *ip) __releases(&ip->flags_lock)
{
	if (!down_write_trylock(&ip->iolock))
		return -EAGAIN;
	ip->flags |= 1;
	spin_unlock(&ip->flags_lock);
	if (ip->flags & 2) {
		spin_lock(&ip->flags_lock);
		ip->flags &= ~1;
		spin_unlock(&ip->flags_lock);
		return -EIO;
	}
	spin_lock(&ip->flags_lock);
	ip->flags = 4;
	spin_unlock(&ip->flags_lock);
	return 0;
}

/* A stale annotation over a balanced body releases nothing. */
static int inode_touch(struct inode_x *ip) __releases(&ip->flags_lock)
{
	spin_unlock(&ip->flags_lock);
	ip->flags |= 8;
	spin_lock(&ip->flags_lock);
	return 0;
}

/* quiet: inode_recycle() released flags_lock before the sleep */
int inode_get(struct inode_x *ip)
{
	int error;

	spin_lock(&ip->flags_lock);
	if (ip->flags & 16) {
		error = inode_recycle(ip);
		if (error == -EAGAIN)
			goto out_skip;
		if (error)
			return error;
	} else {
		spin_unlock(&ip->flags_lock);
	}
	down_write(&ip->iolock);
	return 0;

out_skip:
	spin_unlock(&ip->flags_lock);
	return -EAGAIN;
}

/* reported: the balanced callee keeps the lock held */
int inode_poke(struct inode_x *ip)
{
	spin_lock(&ip->flags_lock);
	inode_touch(ip);
	down_write(&ip->iolock);
	spin_unlock(&ip->flags_lock);
	return 0;
}

/* reported: the releaser releases flags_lock, not other_lock */
int inode_other(struct inode_x *ip)
{
	spin_lock(&ip->other_lock);
	spin_lock(&ip->flags_lock);
	if (inode_recycle(ip))
		spin_unlock(&ip->flags_lock);
	down_write(&ip->iolock);
	spin_unlock(&ip->other_lock);
	return 0;
}

/* reported: inode_recycle() of another inode releases that one's lock */
int inode_pair(struct inode_x *ip, struct inode_x *jp)
{
	spin_lock(&ip->flags_lock);
	if (inode_recycle(jp))
		return -EIO;
	down_write(&ip->iolock);
	spin_unlock(&ip->flags_lock);
	return 0;
}
