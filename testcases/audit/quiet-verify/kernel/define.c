// SPDX-License-Identifier: GPL-2.0
/* An accessor in a #define's body: the proof does not read it. */
struct qv { int v; };
static struct qv __rcu *qv_cur;
#define qv_get() rcu_dereference(qv_cur)

int qv_define(void)
{
	int v;

	rcu_read_lock();
	v = qv_get()->v;
	rcu_read_unlock();
	return v;
}
