// SPDX-License-Identifier: GPL-2.0
/* A publish inside the reader, before its unlock, is no retire: not proved. */
struct qv { int v; };
static struct qv __rcu *qv_cur;

void qv_retire_inside(void)
{
	struct qv *it;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	RCU_INIT_POINTER(qv_cur, NULL);
	rcu_read_unlock();
	qv_free(it);
}
