/*
 * A callback stored into a field and called through it by an invoker that
 * takes no reader, reached from a system call: the default tier, with the
 * chain through the field call.
 */
static void foo_state_change(struct sock *sk)
{
	struct socket_wq *wq = rcu_dereference(sk->sk_wq);

	if (wq)
		wake_up(&wq->wait);
}

void foo_init_sock(struct sock *sk)
{
	sk->sk_state_change = foo_state_change;
}
