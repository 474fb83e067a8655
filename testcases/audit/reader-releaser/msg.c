/*
 * 6.1 ipc/msg.c: msgctl_down() takes rcu_read_lock(), and freeque(),
 * annotated __releases(RCU), calls rcu_read_unlock() itself before it
 * frees the messages (free_msg()'s cond_resched()); 6.1
 * fs/xfs/xfs_icache.c: xfs_iget_cache_hit() (__releases(RCU)) ends
 * xfs_iget()'s reader on every path, and xfs_iget() then sleeps
 * (delay()) before it tries again. After such a call the caller is
 * outside its reader: a sleep there is none in a reader, an access
 * there is unprotected. A function annotated __releases(RCU) whose body
 * takes and drops a reader of its own (a stale annotation) ends nothing.
 */
struct perm { int mode; };
struct item { struct list_head list; int v; };
struct queue { spinlock_t lock; int n; struct list_head items; };

static struct perm __rcu *gperm;
static DEFINE_MUTEX(q_mutex);

/* Ends its caller's reader, as annotated: freeque()'s shape. */
static void q_free(struct queue *q)
	__releases(RCU)
{
	spin_lock(&q->lock);
	q->n = 0;
	spin_unlock(&q->lock);
	rcu_read_unlock();
	msleep(1);
}

/* Ends it on both of its paths: xfs_iget_cache_hit()'s shape. */
static int q_hit(struct queue *q, int ino)
	__releases(RCU)
{
	spin_lock(&q->lock);
	if (q->n != ino)
		goto out_skip;
	spin_unlock(&q->lock);
	rcu_read_unlock();
	return 0;

out_skip:
	spin_unlock(&q->lock);
	rcu_read_unlock();
	return -EAGAIN;
}

/* Annotated, but balanced: its caller's reader is still held after it. */
static void q_stale(struct queue *q)
	__releases(RCU)
{
	rcu_read_lock();
	q->n++;
	rcu_read_unlock();
}

/* Needs its caller's reader. */
static int perm_mode(void)
{
	return rcu_dereference(gperm)->mode;
}

/* Sleeps after the callee ended the reader: quiet. */
int q_ctl_down(struct queue *q)
{
	rcu_read_lock();
	q_free(q);
	mutex_lock(&q_mutex);
	q->n = 1;
	mutex_unlock(&q_mutex);
	return 0;
}

/* xfs_iget()'s retry: sleeps after the callee ended the reader, quiet. */
int q_iget(struct queue *q, int ino)
{
	int err;

again:
	rcu_read_lock();
	err = q_hit(q, ino);
	if (err) {
		msleep(1);
		goto again;
	}
	return 0;
}

/* The stale annotation: the sleep is in the reader. */
int q_stale_user(struct queue *q)
{
	rcu_read_lock();
	q_stale(q);
	mutex_lock(&q_mutex);
	q->n = 2;
	mutex_unlock(&q_mutex);
	rcu_read_unlock();
	return 0;
}

/* Reads after the callee ended the reader: unprotected. */
int q_mode_after(struct queue *q)
{
	struct perm *p;

	rcu_read_lock();
	q_free(q);
	p = rcu_dereference(gperm);
	return p ? p->mode : 0;
}

/* Reads before it: protected. */
int q_mode_before(struct queue *q)
{
	struct perm *p;
	int mode;

	rcu_read_lock();
	p = rcu_dereference(gperm);
	mode = p ? p->mode : 0;
	q_free(q);
	return mode;
}

/* Walks after it: unprotected. */
int q_sum_after(struct queue *q)
{
	struct item *it;
	int sum = 0;

	rcu_read_lock();
	q_free(q);
	list_for_each_entry_rcu(it, &q->items, list)
		sum += it->v;
	return sum;
}

/* Calls a function that needs the reader after it: unprotected. */
int q_call_after(struct queue *q)
{
	rcu_read_lock();
	q_free(q);
	return perm_mode();
}

/* The same call before it: protected. */
int q_call_before(struct queue *q)
{
	int mode;

	rcu_read_lock();
	mode = perm_mode();
	q_free(q);
	return mode;
}

/* Uses what it read in the reader after the callee ended it. */
int q_use_after(struct queue *q)
{
	struct perm *p;

	rcu_read_lock();
	p = rcu_dereference(gperm);
	q_free(q);
	return p->mode;
}
