/* Not a test by itself: the callee half of user.c's chain. */
#include "../rcu.h"

struct trace {
	int n;
};

struct queue {
	struct mutex debugfs_mutex;
	struct trace __rcu *bt;
};

/* Its condition names the lock through its second parameter, q. */
int queue_trace_n(int flags, struct queue *q)
{
	return rcu_dereference_protected(q->bt, lockdep_is_held(&q->debugfs_mutex))->n;
}
