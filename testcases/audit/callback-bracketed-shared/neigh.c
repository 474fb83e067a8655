/*
 * 6.1 net/core/neighbour.c: the seq_file callbacks a protocol's ops table
 * borrows (arp.c's arp_seq_ops: .next = neigh_seq_next, .stop =
 * neigh_seq_stop). neigh_seq_stop() ends the reader neigh_seq_start()
 * began and says so as the second of two annotations,
 * "__releases(tbl->lock) __releases(rcu)": the table brackets ->next.
 * lock_seq_stop() releases only its lock: its table does not.
 */
#include "seq.h"

void *neigh_seq_start(struct seq_file *m, loff_t *pos)
	__acquires(tbl->lock)
	__acquires(rcu)
{
	rcu_read_lock();
	read_lock_bh(&m->lock);
	return m;
}
EXPORT_SYMBOL(neigh_seq_start);

static void *neigh_get_next(struct seq_file *m)
{
	return rcu_dereference(m->list)->next;
}

void *neigh_seq_next(struct seq_file *m, void *v, loff_t *pos)
{
	return neigh_get_next(m);
}
EXPORT_SYMBOL(neigh_seq_next);

void neigh_seq_stop(struct seq_file *m, void *v)
	__releases(tbl->lock)
	__releases(rcu)
{
	read_unlock_bh(&m->lock);
	rcu_read_unlock();
}
EXPORT_SYMBOL(neigh_seq_stop);

static void *lock_get_next(struct seq_file *m)
{
	return rcu_dereference(m->list)->next;
}

void *lock_seq_next(struct seq_file *m, void *v, loff_t *pos)
{
	return lock_get_next(m);
}
EXPORT_SYMBOL(lock_seq_next);

void lock_seq_stop(struct seq_file *m, void *v)
	__releases(tbl->lock)
{
	read_unlock_bh(&m->lock);
}
EXPORT_SYMBOL(lock_seq_stop);
