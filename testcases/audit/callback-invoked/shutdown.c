/* The invoker: no reader around the call through the field. */
static int foo_do_shutdown(struct sock *sk)
{
	sk->sk_shutdown = 1;
	sk->sk_state_change(sk);
	return 0;
}

SYSCALL_DEFINE1(foo_shutdown, int, fd)
{
	return foo_do_shutdown(sockfd_lookup(fd));
}
