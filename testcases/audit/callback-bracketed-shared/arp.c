#include "seq.h"

static void *arp_seq_start(struct seq_file *m, loff_t *pos)
{
	return neigh_seq_start(m, pos);
}

static const struct seq_operations arp_seq_ops = {
	.start = arp_seq_start,
	.next = neigh_seq_next,
	.stop = neigh_seq_stop,
};

static void *lck_seq_start(struct seq_file *m, loff_t *pos)
{
	read_lock_bh(&m->lock);
	return m;
}

static const struct seq_operations lck_seq_ops = {
	.start = lck_seq_start,
	.next = lock_seq_next,
	.stop = lock_seq_stop,
};

static void seq_walk(struct seq_file *m)
{
	void *p = m->op->start(m, 0);

	while (p)
		p = m->op->next(m, p, 0);
	m->op->stop(m, p);
}

SYSCALL_DEFINE1(seq_walk, int, id)
{
	seq_walk(seq_find(id));
	return 0;
}
