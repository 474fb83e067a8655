/*
 * seq_file ops whose ->stop ends ->start's reader through the tree's
 * functions it calls, not itself (6.12 ipv6_route_seq_stop() ->
 * ipv6_route_native_seq_stop() -> rcu_read_unlock(); netlink_seq_stop()
 * -> netlink_native_seq_stop() -> netlink_walk_stop() ->
 * rhashtable_walk_stop(); both also call a helper that takes and drops
 * a reader of its own, ipv6_route_prog_seq_show(), which counts
 * nothing): the table's invoker brackets ->next, which
 * stays a lower-tier callback (one_next(), two_next()). A ->stop whose
 * helper takes and drops a reader of its own (three_stop()) or ends
 * none (four_stop()) brackets nothing: three_next() and four_next() are
 * reached unprotected from the system call, default tier.
 */
#include "seq.h"
#include "walk.h"

static void *one_start(struct seq_file *m, loff_t *pos)
{
	rcu_read_lock();
	return rcu_dereference(m->list);
}

static void one_native_stop(struct seq_file *m, void *v)
{
	m->list = NULL;
	rcu_read_unlock();
}

/* takes and drops a reader of its own: counts nothing (6.12 bpf_iter_run_prog()) */
static int one_prog_show(struct seq_file *m)
{
	int ret;

	rcu_read_lock();
	ret = rcu_dereference(m->list) != NULL;
	rcu_read_unlock();
	return ret;
}

static void one_stop(struct seq_file *m, void *v)
{
	if (!v)
		one_prog_show(m);
	one_native_stop(m, v);
}

static void *one_next(struct seq_file *m, void *v, loff_t *pos)
{
	return rcu_dereference(m->list)->next;
}

static const struct seq_operations one_seq_ops = {
	.start = one_start,
	.stop = one_stop,
	.next = one_next,
};

/* the iterator's start in the other file begins the reader (6.12 netlink_walk_start()) */
static void *two_start(struct seq_file *m, loff_t *pos)
{
	walk_iter_start(m->private);
	return m->private;
}

static void two_native_stop(struct seq_file *m, void *v)
{
	struct walk_iter *it = m->private;

	walk_iter_stop(it);
}

static void two_stop(struct seq_file *m, void *v)
{
	two_native_stop(m, v);
}

static void *two_next(struct seq_file *m, void *v, loff_t *pos)
{
	return rcu_dereference(m->list)->next;
}

static const struct seq_operations two_seq_ops = {
	.start = two_start,
	.stop = two_stop,
	.next = two_next,
};

static void three_flush(struct seq_file *m)
{
	rcu_read_lock();
	m->count = rcu_dereference(m->list)->count;
	rcu_read_unlock();
}

static void three_stop(struct seq_file *m, void *v)
{
	three_flush(m);
}

static void *three_next(struct seq_file *m, void *v, loff_t *pos)
{
	return rcu_dereference(m->list)->next;
}

static const struct seq_operations three_seq_ops = {
	.stop = three_stop,
	.next = three_next,
};

static void four_clear(struct seq_file *m)
{
	m->count = 0;
}

static void four_stop(struct seq_file *m, void *v)
{
	four_clear(m);
}

static void *four_next(struct seq_file *m, void *v, loff_t *pos)
{
	return rcu_dereference(m->list)->next;
}

static const struct seq_operations four_seq_ops = {
	.stop = four_stop,
	.next = four_next,
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
