// SPDX-License-Identifier: GPL-2.0
/* A publish of another pointer than the fetch's source is no retire: not proved. */
struct qv { int v; };
static struct qv __rcu *qv_cur, *qv_other;

void qv_retire_other(void)
{
	struct qv *it;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	rcu_read_unlock();
	RCU_INIT_POINTER(qv_other, NULL);
	synchronize_rcu();
	qv_free(it);
}
