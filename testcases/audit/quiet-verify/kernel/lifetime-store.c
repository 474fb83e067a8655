// SPDX-License-Identifier: GPL-2.0
/* A call's result stored into a field inside a reader (the rule's st, fetch or not): not proved. */
struct qv { int v; struct qv *keep; };
static struct qv __rcu *qv_cur;

int qv_peek(void)
{
	struct qv *it;
	int v;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	v = it ? it->v : 0;
	rcu_read_unlock();
	return v;
}

void qv_store(struct qv *dst)
{
	struct qv *got;

	rcu_read_lock();
	got = qv_lookup(dst);
	dst->keep = got;
	rcu_read_unlock();
}
