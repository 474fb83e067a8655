/*
 * A seq_file's callbacks: ->start takes the reader, ->stop drops it, and
 * the invoker calls ->next between them. foo_next()'s access is inside
 * that bracket: the ops table has a callback that ends a reader it did
 * not enter, so its calls through m->op are not unprotected calls (no
 * chain through them: the lower tier, as a callback). bar_next(), in an
 * ops table without such a ->stop, is reached unprotected from the
 * system call: default tier. baz_stop() drops the reader through a
 * helper and says so with __releases(RCU): baz_next() is bracketed too.
 */
#include "seq.h"

static void *foo_start(struct seq_file *m, loff_t *pos)
{
	rcu_read_lock();
	return rcu_dereference(m->list);
}

static void foo_stop(struct seq_file *m, void *v)
{
	rcu_read_unlock();
}

static void *foo_next(struct seq_file *m, void *v, loff_t *pos)
{
	return rcu_dereference(m->list)->next;
}

static const struct seq_operations foo_seq_ops = {
	.start = foo_start,
	.stop = foo_stop,
	.next = foo_next,
};

static void *bar_next(struct seq_file *m, void *v, loff_t *pos)
{
	return rcu_dereference(m->list)->next;
}

static const struct seq_operations bar_seq_ops = {
	.next = bar_next,
};

static void *baz_next(struct seq_file *m, void *v, loff_t *pos)
{
	return rcu_dereference(m->list)->next;
}

static void baz_stop(struct seq_file *m, void *v)
	__releases(RCU)
{
	baz_walk_stop(m);
}

static const struct seq_operations baz_seq_ops = {
	.stop = baz_stop,
	.next = baz_next,
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
