/*
 * A seq_file-like ->start that enters the reader itself, through a
 * wrapper the call-site rule does not know (seq_walk_start(), as
 * net/netlink/af_netlink.c's netlink_seq_start() calls
 * netlink_walk_start()), and says so: "__acquires(RCU)". Its calls are
 * inside its reader whatever its callers hold: seq_peek() is quiet,
 * though two typed callbacks lead to it from the system call.
 */
#include "net.h"

struct seq_ops {
	void *(*start)(struct seq_file *seq);
};

struct seq_file {
	const struct seq_ops *op;
	struct sock *sk;
};

struct seq_fops {
	int (*read)(struct seq_file *seq);
};

struct seq_handle {
	const struct seq_fops *f_op;
	struct seq_file *seq;
};

static void seq_walk_start(struct seq_file *seq)
{
	rcu_read_lock();
}

static void *seq_peek(struct seq_file *seq)
{
	return rcu_dereference(seq->sk->route);
}

static void *walk_seq_start(struct seq_file *seq)
	__acquires(RCU)
{
	seq_walk_start(seq);
	return seq_peek(seq);
}

static const struct seq_ops walk_seq_ops = {
	.start = walk_seq_start,
};

static int walk_read(struct seq_file *seq)
{
	return seq->op->start(seq) != NULL;
}

static const struct seq_fops walk_fops = {
	.read = walk_read,
};

SYSCALL_DEFINE1(walkish, struct seq_handle *, h)
{
	return h->f_op->read(h->seq);
}
