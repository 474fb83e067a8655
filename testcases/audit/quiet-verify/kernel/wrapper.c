// SPDX-License-Identifier: GPL-2.0
/* A fetch after the tree's wrapper of rcu_read_unlock(), and the fetched pointer used past it: not proved. */
#include <linux/qv_reader.h>
struct qv { int v; };
static struct qv __rcu *qv_cur;

int qv_wrapped(void)
{
	struct qv *it, *again;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	qv_read_unlock();
	again = rcu_dereference(qv_cur);
	return it->v + again->v;
}
