/*
 * check-name: sparse-rcu: a callee annotated __releases(RCU) (6.1 ipc/msg.c freeque(), fs/xfs/xfs_icache.c xfs_iget_cache_hit()) ends its caller's reader at the call, on the path walk's depth (the context instruction sparse leaves at the call): a sleep after it is quiet, an access after it is outside the reader, and the callee's own sleep, after its rcu_read_unlock(), makes it no sleeper for its callers (it was reported at each call, as the audit's msgctl_down() row); the same before it, and after a callee that does not release, stay in the reader
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * releaser.c:64:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in mode_after)
 *   access: rcu_dereference(gperm)
 *   chain: mode_after
 *   root: mode_after
 * releaser.c:84:9: warning: [rcu-sleep-in-reader] mutex_lock_nested() may sleep inside the read-side critical section of rcu_read_lock() (in sleep_after_keeper)
 *   held: rcu_read_lock()
 *   chain: sleep_after_keeper
 * check-error-end
 */
#include "rcu.h"

extern void msleep(unsigned int ms);

struct perm { int mode; };
struct queue { int n; struct mutex m; };
static struct perm __rcu *gperm;

/* Ends its caller's reader: freeque()'s shape. */
static void q_free(struct queue *q)
	__releases(RCU)
{
	q->n = 0;
	rcu_read_unlock();
	msleep(1);
}

/* Keeps it. */
static void q_keep(struct queue *q)
{
	q->n++;
}

/* A sleep after the callee ended the reader: quiet. */
int sleep_after_free(struct queue *q)
{
	rcu_read_lock();
	q_free(q);
	mutex_lock(&q->m);
	q->n = 1;
	mutex_unlock(&q->m);
	return 0;
}

/* An access before it: inside the reader. */
int mode_before(struct queue *q)
{
	int mode;

	rcu_read_lock();
	mode = rcu_dereference(gperm)->mode;
	q_free(q);
	return mode;
}

/* An access after it: outside. */
int mode_after(struct queue *q)
{
	rcu_read_lock();
	q_free(q);
	return rcu_dereference(gperm)->mode;
}

/* After a callee that keeps the reader: an access inside. */
int mode_after_keeper(struct queue *q)
{
	int mode;

	rcu_read_lock();
	q_keep(q);
	mode = rcu_dereference(gperm)->mode;
	rcu_read_unlock();
	return mode;
}

/* A sleep after a callee that keeps the reader: reported. */
int sleep_after_keeper(struct queue *q)
{
	rcu_read_lock();
	q_keep(q);
	mutex_lock(&q->m);
	q->n = 2;
	mutex_unlock(&q->m);
	rcu_read_unlock();
	return 0;
}
