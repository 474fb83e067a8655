/* Not a test by itself: the helper half of caller.c's chain. */
#include "../rcu.h"

struct cred {
	int euid;
};

struct task {
	const struct cred __rcu *real_cred;
};

/* Exported to other files; its callers must hold rcu_read_lock(). */
int task_euid(struct task *t)
{
	return rcu_dereference(t->real_cred)->euid;
}
