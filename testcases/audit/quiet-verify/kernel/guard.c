// SPDX-License-Identifier: GPL-2.0
/*
 * A guard of linux/cleanup.h held around a reader: proved for
 * rcu_dereference.cocci and rcu_pointer_lifetime.cocci (refused before
 * the twentieth session: a guard only protects what its scope holds,
 * so the proof need not read it).
 */
struct qv { int v; };
static struct qv __rcu *qv_cur;
static DEFINE_SPINLOCK(qv_lock);

int qv_guarded(void)
{
	struct qv *it;
	int v;

	guard(spinlock)(&qv_lock);
	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	v = it ? it->v : 0;
	rcu_read_unlock();
	return v;
}
