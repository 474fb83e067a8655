/*
 * 6.12 net/core/sock_map.c: sock_map_sk_acquire() locks the socket and
 * takes rcu_read_lock() (annotated __acquires of the socket lock only);
 * sock_map_sk_release() drops both. Every caller of the acquire ends its
 * reader through the release, a helper of the same file: the acquire
 * returns inside the reader, and update_common()'s psock_of(), which
 * needs its caller's reader, is called inside it. update_after() calls
 * it after the release: reported.
 */
struct sock {
	struct psock __rcu *psock;
};

static struct psock *psock_of(struct sock *sk)
{
	return rcu_dereference(sk->psock);
}

static int update_common(struct sock *sk)
{
	return psock_of(sk) != NULL;
}

static void sock_map_sk_acquire(struct sock *sk)
	__acquires(&sk->sk_lock.slock)
{
	lock_sock(sk);
	rcu_read_lock();
}

static void sock_map_sk_release(struct sock *sk)
	__releases(&sk->sk_lock.slock)
{
	rcu_read_unlock();
	release_sock(sk);
}

static int update_elem_sys(struct sock *sk)
{
	int ret;

	sock_map_sk_acquire(sk);
	ret = update_common(sk);
	sock_map_sk_release(sk);
	return ret;
}

static int update_after(struct sock *sk)
{
	int ret;

	sock_map_sk_acquire(sk);
	sock_map_sk_release(sk);
	ret = update_common(sk);
	return ret;
}

SYSCALL_DEFINE1(sock_map_update, struct sock *, sk)
{
	return update_elem_sys(sk) + update_after(sk);
}
