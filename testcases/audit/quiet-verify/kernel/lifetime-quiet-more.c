// SPDX-License-Identifier: GPL-2.0
/*
 * Proved for rcu_pointer_lifetime.cocci: rcu_access_pointer() only tested
 * or kept in a variable never dereferenced, and a field store inside a
 * reader of a parameter, not of a call's result (refused before the
 * twentieth session, when any rcu_access_pointer() and any such store
 * left the file to spatch).
 */
struct qv { int v; struct qv *keep; };
static struct qv __rcu *qv_cur;

bool qv_set(void)
{
	struct qv *old = rcu_access_pointer(qv_cur);

	if (!old)
		return false;
	return rcu_access_pointer(qv_cur) == old;
}

int qv_link(struct qv *dst, struct qv *prev)
{
	struct qv *it;
	int v;

	rcu_read_lock();
	dst->keep = prev;
	it = rcu_dereference(qv_cur);
	v = it ? it->v : 0;
	rcu_read_unlock();
	return v;
}
