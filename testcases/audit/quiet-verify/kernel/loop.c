// SPDX-License-Identifier: GPL-2.0
/* The reader taken and dropped in a loop, the fetch at its head: the back edge comes unlocked. */
struct qv { int v; };
static struct qv __rcu *qv_cur;

int qv_loop(int n)
{
	struct qv *it = NULL;
	int i;

	for (i = 0; i < n; i++) {
		it = rcu_dereference(qv_cur);
		rcu_read_lock();
		rcu_read_unlock();
	}
	return it != NULL;
}
