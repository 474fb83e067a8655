/*
 * The same callback, stored by an initializer; its only invoker calls it
 * under rcu_read_lock() (and another, INDIRECT_CALL_1(), under the
 * reader too): protected, no finding in any tier.
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
