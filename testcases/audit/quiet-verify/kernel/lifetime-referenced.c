// SPDX-License-Identifier: GPL-2.0
/*
 * The fetched pointer passed to a call inside the reader, before its
 * unlock (the rule's ref: any call may take a reference; qv_get(it),
 * qv_hold(&it->ref), likely(it)), then used after it: the rule prints
 * nothing for the fetch. Proved.
 */
struct qv { int v; int ref; };
static struct qv __rcu *qv_cur;

int qv_ref(void)
{
	struct qv *it;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	if (it)
		qv_get(it);
	rcu_read_unlock();
	return it ? it->v : 0;
}

int qv_ref_field(void)
{
	rcu_read_lock();
	struct qv *it = rcu_dereference(qv_cur);
	qv_hold(&it->ref);
	rcu_read_unlock();
	return it->v;
}
