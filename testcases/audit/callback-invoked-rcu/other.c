/*
 * A field of the same name in another struct, called without the reader:
 * not a call of foo_data_ready() (its base's type says so).
 */
static int bar_queue(struct sock *sk, const struct bar_ops *ops)
{
	return ops->data_ready(sk);
}

SYSCALL_DEFINE1(bar_queue, int, fd)
{
	return bar_queue(sockfd_lookup(fd), NULL);
}
