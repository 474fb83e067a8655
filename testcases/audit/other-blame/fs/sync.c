/*
 * An SRCU helper whose callers hold the reader, one of which calls it
 * after its srcu_read_unlock() (6.1's dquot_reclaim_space_nodirty() with
 * recall injection 24): the call-site facts have no srcu_struct column,
 * so the caller's text says where its section ended.
 */
#include <linux/srcu.h>

DEFINE_STATIC_SRCU(q_srcu);

static void sync_all(struct dquot **dquots)
{
	sync_one(srcu_dereference(dquots[0], &q_srcu));
}

void sync_space(struct dquot **dquots)
{
	int idx = srcu_read_lock(&q_srcu);

	sync_all(dquots);
	srcu_read_unlock(&q_srcu, idx);
}
EXPORT_SYMBOL(sync_space);

void sync_inode_space(struct dquot **dquots)
{
	int idx = srcu_read_lock(&q_srcu);

	sync_all(dquots);
	srcu_read_unlock(&q_srcu, idx);
}
EXPORT_SYMBOL(sync_inode_space);

void sync_late(struct dquot **dquots)
{
	int idx = srcu_read_lock(&q_srcu);

	count_space(dquots);
	srcu_read_unlock(&q_srcu, idx);
	sync_all(dquots);
}
EXPORT_SYMBOL(sync_late);
