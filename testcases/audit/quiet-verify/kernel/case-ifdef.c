// SPDX-License-Identifier: GPL-2.0
/*
 * A conditional placed after a case label: spatch then reads none of the
 * function's conditionals as branches but every branch's code in
 * sequence, so rcu_read_lock() in "#ifdef A" covers the access after
 * "#endif" (spatch prints nothing). Proved for rcu_dereference.cocci and
 * rcu_pointer_lifetime.cocci by reading it so (cflow_as_read(); refused
 * before the twentieth session).
 */
struct qv { int v; };
static struct qv __rcu *qv_cur;

int qv_case(int x)
{
	struct qv *p;
	int v = 0;

	switch (x) {
	case 1:
#ifdef QV_A
		rcu_read_lock();
#else
		qv_other();
#endif
		p = rcu_dereference(qv_cur);
		v = p ? p->v : 0;
		rcu_read_unlock();
		break;
	}
	return v;
}
