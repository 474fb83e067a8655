/*
 * A helper most of whose callers hold the reader, as 6.1's
 * mark_all_dquot_dirty() in fs/quota/dquot.c (the recall corpus's
 * injections 15 and 24); see other-blame.t.
 */
#include <linux/rcupdate.h>

static void mark_all(struct dquot **dquots)
{
	int cnt;

	for (cnt = 0; cnt < 3; cnt++)
		mark_dirty(rcu_dereference(dquots[cnt]));
}

void alloc_space(struct dquot **dquots)
{
	rcu_read_lock();
	mark_all(dquots);
	rcu_read_unlock();
}
EXPORT_SYMBOL(alloc_space);

void free_space(struct dquot **dquots)
{
	rcu_read_lock();
	mark_all(dquots);
	rcu_read_unlock();
}
EXPORT_SYMBOL(free_space);

void transfer_space(struct dquot **dquots)
{
	rcu_read_lock();
	mark_all(dquots);
	rcu_read_unlock();
}
EXPORT_SYMBOL(transfer_space);

void dirty_space(struct dquot **dquots)
{
	rcu_read_lock();
	mark_all(dquots);
	rcu_read_unlock();
}
EXPORT_SYMBOL(dirty_space);

void claim_space(struct inode *inode, struct dquot **dquots)
{
	spin_lock(&inode->i_lock);
	mark_all(dquots);
	spin_unlock(&inode->i_lock);
}
EXPORT_SYMBOL(claim_space);

void reclaim_space(struct dquot **dquots)
{
	rcu_read_lock();
	count_space(dquots);
	rcu_read_unlock();
	mark_all(dquots);
}
EXPORT_SYMBOL(reclaim_space);

static void reclaim_nested(struct dquot **dquots)
{
	rcu_read_lock();
	count_space(dquots);
	rcu_read_unlock();
	mark_all(dquots);
}

void reclaim_all(struct dquot **dquots)
{
	rcu_read_lock();
	reclaim_nested(dquots);
	rcu_read_unlock();
}
EXPORT_SYMBOL(reclaim_all);

SYSCALL_DEFINE1(quota_sync, struct dquot **, dquots)
{
	mark_all(dquots);
	return 0;
}
