/* The invokers hold the reader, one with a lock taken as well. */
static int foo_queue(struct sock *sk, const struct foo_sock_ops *ops)
{
	rcu_read_lock();
	ops->data_ready(sk);
	rcu_read_unlock();
	return 0;
}

static int foo_queue_locked(struct sock *sk, const struct foo_sock_ops *ops)
{
	spin_lock(&sk->sk_lock);
	rcu_read_lock();
	INDIRECT_CALL_1(ops->data_ready, tcp_data_ready, sk);
	rcu_read_unlock();
	spin_unlock(&sk->sk_lock);
	return 0;
}

SYSCALL_DEFINE1(foo_queue, int, fd)
{
	return foo_queue(sockfd_lookup(fd), NULL) + foo_queue_locked(sockfd_lookup(fd), NULL);
}
