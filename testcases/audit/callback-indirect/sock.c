/*
 * A callback called through INDIRECT_CALL_1() by an invoker that holds a
 * spinlock instead of the reader (the seed's mistake): the default tier,
 * the lock named.
 */
static void foo_data_ready(struct sock *sk)
{
	struct socket_wq *wq = rcu_dereference(sk->sk_wq);

	if (wq)
		wake_up(&wq->wait);
}

static const struct foo_sock_ops foo_ops = {
	.data_ready = foo_data_ready,
};

static int foo_queue_locked(struct sock *sk, const struct foo_sock_ops *ops)
{
	spin_lock(&sk->sk_lock);
	INDIRECT_CALL_1(ops->data_ready, tcp_data_ready, sk);
	spin_unlock(&sk->sk_lock);
	return 0;
}

SYSCALL_DEFINE1(foo_queue, int, fd)
{
	return foo_queue_locked(sockfd_lookup(fd), &foo_ops);
}
