/* Not a test by itself: the caller half of link.sh. */
#include "../rcu.h"

struct queue {
	struct mutex debugfs_mutex;
};
int queue_trace_n(int flags, struct queue *q);

/* Holds the lock of the queue it passes: quiet. */
long __x64_sys_trace_locked(struct queue *dq)
{
	long r;

	mutex_lock(&dq->debugfs_mutex);
	r = queue_trace_n(0, dq);
	mutex_unlock(&dq->debugfs_mutex);
	return r;
}

/* Holds nothing: reported. */
long __x64_sys_trace_bare(struct queue *dq)
{
	return queue_trace_n(0, dq);
}
