// SPDX-License-Identifier: GPL-2.0
/* rcu_access_pointer()'s result kept in a variable and dereferenced: not proved (spatch prints it). */
struct qv { int v; };
static struct qv __rcu *qv_cur;

int qv_read(void)
{
	struct qv *p = rcu_access_pointer(qv_cur);

	return p ? p->v : 0;
}
