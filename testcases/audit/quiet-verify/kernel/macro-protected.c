// Proved quiet for rcu_dereference.cocci: qv_cred() is an accessor macro
// of rcu_dereference_protected(), which none of its families follows,
// although no reader is held.
#include <linux/qv_cred.h>

int qv_uid(void)
{
	const struct cred *c = qv_cred();

	return c->uid;
}
