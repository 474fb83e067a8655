/*
 * check-name: rcucheck link: a lockdep condition naming the lock through the callee's parameter is met by a caller holding that lock of the object it passes
 * check-command: sh ../link-files.sh queue.c user.c
 * check-exit-value: 1
 * check-output-start
 * queue.c:16:16: warning: [rcu-lock-not-held] suspicious rcu_dereference_protected() usage: reached without the lock its condition names (in queue_trace_n)
 *   access: rcu_dereference_protected(q->bt, lockdep_is_held(&q->debugfs_mutex))
 *   chain: queue_trace_n <- __x64_sys_trace_bare
 *   root: __x64_sys_trace_bare
 * check-output-end
 *
 * The callee's q is its second parameter, the caller's dq its first: the
 * condition must be put in the caller's terms before it is compared with
 * what the caller holds (blktrace.c's __blk_trace_remove() in 6.1).
 */
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
