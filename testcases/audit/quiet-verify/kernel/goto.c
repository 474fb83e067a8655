// SPDX-License-Identifier: GPL-2.0
/* A goto that jumps past the lock to the fetch: not quiet. Another function, all inside: quiet alone. */
struct qv { int v; };
static struct qv __rcu *qv_cur;

int qv_goto(int x)
{
	struct qv *it;

	if (x)
		goto fetch;
	rcu_read_lock();
fetch:
	it = rcu_dereference(qv_cur);
	rcu_read_unlock();
	return it != NULL;
}
