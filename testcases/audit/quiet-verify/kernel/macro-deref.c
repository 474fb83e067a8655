// Not proved: qv_deref() is an accessor macro of rcu_dereference_check(),
// reached with no reader from the function's start (spatch prints it).
#include <linux/qv_cred.h>

struct qv { int v; };
extern struct qv __rcu *qv_cur;

int qv_val(void)
{
	struct qv *q = qv_deref(qv_cur);

	return q->v;
}
