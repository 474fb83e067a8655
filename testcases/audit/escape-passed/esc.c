/*
 * A pointer from rcu_dereference() that leaves its read-side section:
 * passed after the unlock to a function that dereferences it (reads()
 * reads wq->wait through has_sleeper() and list_empty(), headers
 * included), or returned to the caller. Not a use: passed to a function
 * that only compares it, a reference taken before the unlock (get_cred()),
 * the pointer reassigned before it is returned.
 */
struct sock { struct socket_wq *sk_wq; };
struct socket_wq { struct wait_queue_head wait; };

static bool only_compares(struct socket_wq *wq, struct socket_wq *other)
{
	return wq == other;
}

static bool reads(struct socket_wq *wq)
{
	return wq && has_sleeper(&wq->wait);
}

static void stores(struct socket_wq **slot, struct socket_wq *wq)
{
	if (wq != *slot)
		*slot = wq;
}

void passed_deref(struct sock *sk)
{
	struct socket_wq *wq;

	rcu_read_lock();
	wq = rcu_dereference(sk->sk_wq);
	rcu_read_unlock();
	if (reads(wq))
		wake_up_poll(&wq->wait, 1);
}

void passed_address(struct sock *sk)
{
	struct socket_wq *wq;

	rcu_read_lock();
	wq = rcu_dereference(sk->sk_wq);
	rcu_read_unlock();
	has_sleeper(&wq->wait);
}

bool passed_compare(struct sock *sk, struct socket_wq *o, struct socket_wq **slot)
{
	struct socket_wq *wq;

	rcu_read_lock();
	wq = rcu_dereference(sk->sk_wq);
	rcu_read_unlock();
	stores(slot, wq);
	return only_compares(wq, o);
}

const struct cred *returned(struct task_struct *task)
{
	const struct cred *cred;

	rcu_read_lock();
	cred = __task_cred(task);
	rcu_read_unlock();
	return cred;
}

const struct cred *returned_ref(struct task_struct *task)
{
	const struct cred *cred;

	rcu_read_lock();
	cred = __task_cred(task);
	get_cred(cred);
	rcu_read_unlock();
	return cred;
}

const struct cred *returned_reassigned(struct task_struct *task)
{
	const struct cred *cred;

	rcu_read_lock();
	cred = __task_cred(task);
	rcu_read_unlock();
	cred = NULL;
	return cred;
}
